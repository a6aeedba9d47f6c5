import { LANGUAGE_TAG_PATTERN } from '../../../shared/i18n/languages';

const LANGUAGE_TAG = new RegExp(LANGUAGE_TAG_PATTERN);

/**
 * The languages a brand offers: every locales/<lang>.json of the brand or of the default brand
 * among a configuration's files (a partial file is enough; the rest falls back key by key), its
 * default language first.
 */
export function brandLanguages(
  configFiles: Iterable<string>,
  brandId: string,
  defaultLanguage: string,
): string[] {
  const found = new Set<string>();
  for (const file of configFiles) {
    const match = /^brands\/([^/]+)\/locales\/([^/]+)\.json$/.exec(file);
    if (match && (match[1] === 'default' || match[1] === brandId) && LANGUAGE_TAG.test(match[2]!))
      found.add(match[2]!);
  }
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
