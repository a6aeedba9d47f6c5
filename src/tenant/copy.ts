import defaultEnglish from '../../brands/default/locales/en.json';

type Copy = Record<string, string>;
let copy: Copy = { ...(defaultEnglish as Copy) };

/** Lays the brand's copy (GET {api}/locales/en) over the default copy, key by key. */
export function applyBrandCopy(overrides: Copy): void {
  copy = { ...copy, ...overrides };
}

/** The tenant app's small stand-in for i18next: a key, and {{name}} placeholders filled in. */
export function t(key: string, values: Record<string, string | number> = {}): string {
  const template = copy[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
