import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_TAG_PATTERN } from '../../shared/i18n/languages';

const LANGUAGE_TAG = new RegExp(LANGUAGE_TAG_PATTERN);

function languagesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .filter((lang) => LANGUAGE_TAG.test(lang));
}

/**
 * The languages a brand offers: every locales/<lang>.json of the brand or of the default brand
 * (a partial file is enough; the rest falls back key by key), its default language first.
 */
export function brandLanguages(
  rootDir: string,
  brandDir: string,
  defaultLanguage: string,
): string[] {
  const found = new Set([
    ...languagesIn(join(rootDir, 'brands', 'default', 'locales')),
    ...languagesIn(join(brandDir, 'locales')),
  ]);
  found.delete(defaultLanguage);
  return [defaultLanguage, ...[...found].sort()];
}

/** The language the brand speaks to someone who chose `language`: that one if offered, else its default. */
export function offeredLanguageOr(
  brand: { languages: readonly string[]; defaultLanguage: string },
  language: string | null | undefined,
): string {
  return language && brand.languages.includes(language) ? language : brand.defaultLanguage;
}
