import { LANGUAGE_TAG_PATTERN } from '../../i18n/languages.ts';
import type { KeyUse } from '../messageKeys.ts';
import { pointerKey, type ConfigProblem } from '../problem.ts';

export type Copy = Record<string, string>;
/** brands/<brand>/locales/<lang>.json -> its copy. */
export type Locales = ReadonlyMap<string, Copy>;

const LANGUAGE_TAG = new RegExp(LANGUAGE_TAG_PATTERN);
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

export function copyOf(locales: Locales, brandId: string, lang: string): Copy {
  return locales.get(`brands/${brandId}/locales/${lang}.json`) ?? {};
}

/** The languages with copy for a brand (its own or the default brand's), its default language first. */
export function languagesOf(locales: Locales, brandId: string, defaultLanguage: string): string[] {
  const found = new Set<string>();
  for (const file of locales.keys()) {
    const match = /^brands\/([^/]+)\/locales\/([^/]+)\.json$/.exec(file);
    if (match && (match[1] === 'default' || match[1] === brandId) && LANGUAGE_TAG.test(match[2]!))
      found.add(match[2]!);
  }
  found.delete(defaultLanguage);
  return [defaultLanguage, ...[...found].sort()];
}

/**
 * Copy: every key a manifest names has copy in each language a brand lists (its own or the
 * default brand's); a brand's override and another language's key override a key that exists
 * (another language may be partial: the rest falls back key by key, and may add plural forms).
 */
export function checkCopy(
  brand: { id: string; locales?: string[] },
  keyUses: readonly { file: string; use: KeyUse }[],
  locales: Locales,
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const unknownKey = (file: string, key: string, base: string) =>
    problems.push({
      file,
      path: `/${pointerKey(key)}`,
      rule: 'known-key',
      message: `"${key}" overrides no key of brands/default/locales/${base}.json`,
      fix: `correct its spelling, or add it to brands/default/locales/${base}.json first`,
    });
  const listed = brand.locales ?? ['en'];
  for (const lang of listed) {
    const defaults = copyOf(locales, 'default', lang);
    const own = copyOf(locales, brand.id, lang);
    for (const { file, use } of keyUses)
      if (!(use.key in own) && !(use.key in defaults))
        problems.push({
          file,
          path: use.path,
          rule: 'message-key',
          message: `"${use.key}" has no ${lang} copy for the brand ${brand.id}`,
          fix: `add "${use.key}" to brands/default/locales/${lang}.json`,
        });
    if (brand.id !== 'default')
      for (const key of Object.keys(own).filter((k) => !(k in defaults)))
        unknownKey(`brands/${brand.id}/locales/${lang}.json`, key, lang);
  }
  const base = copyOf(locales, 'default', listed[0]!);
  const owners = brand.id === 'default' ? ['default'] : ['default', brand.id];
  for (const lang of languagesOf(locales, brand.id, listed[0]!).slice(1))
    for (const owner of owners)
      for (const key of Object.keys(copyOf(locales, owner, lang)))
        if (!(key in base) && !(PLURAL_FORM.test(key) && key.replace(PLURAL_FORM, '') in base))
          unknownKey(`brands/${owner}/locales/${lang}.json`, key, listed[0]!);
  return problems;
}
