import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyLayers, mergeCopy } from '../../../shared/i18n/languages';
import { offeredLanguageOr } from './languages';

export type CopyParams = Record<string, string | number>;

export interface BrandCopy {
  /** The brand's text for a key with {{param}} placeholders filled in; plain text, not HTML. */
  t(key: string, params?: CopyParams): string;
}

function readLocale(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export function interpolate(text: string, params: CopyParams): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * A language's strings laid as the browser lays them (shared/i18n copyLayers): the default brand's
 * default language, then the default brand's and the brand's copy of the language, key by key.
 */
function languageStrings(
  rootDir: string,
  brandDir: string,
  lang: string,
  defaultLanguage: string,
): Record<string, string> {
  return mergeCopy(
    copyLayers(lang, defaultLanguage).map((layer) =>
      readLocale(
        layer.source === 'default'
          ? join(rootDir, 'brands', 'default', 'locales', `${layer.lang}.json`)
          : join(brandDir, 'locales', `${layer.lang}.json`),
      ),
    ),
  );
}

/** A counted key's plural form for the language (`key_few`), as i18next picks it in the browser. */
function pluralFormOf(
  strings: Record<string, string>,
  lang: string,
  key: string,
  params: CopyParams,
): string {
  if (typeof params.count !== 'number') return key;
  const form = `${key}_${new Intl.PluralRules(lang).select(params.count)}`;
  return form in strings ? form : key;
}

function copyOf(strings: Record<string, string>, lang: string): BrandCopy {
  return {
    t: (key, params = {}) =>
      interpolate(strings[pluralFormOf(strings, lang, key, params)] ?? key, params),
  };
}

/**
 * Copy the server words itself (mails, loader text) in the brand's default language. Every key
 * the caller needs must resolve at start-up, so a missing one fails loudly then.
 */
export function loadBrandCopy(
  rootDir: string,
  brandDir: string,
  lang: string,
  requiredKeys: readonly string[],
): BrandCopy {
  const strings = languageStrings(rootDir, brandDir, lang, lang);
  const missing = requiredKeys.filter((key) => !(key in strings));
  if (missing.length > 0) {
    throw new Error(`Copy is missing from brands/*/locales/${lang}.json: ${missing.join(', ')}`);
  }
  return copyOf(strings, lang);
}

/** Another language's copy; what it lacks falls back key by key to the default language. */
export function loadLanguageCopy(
  rootDir: string,
  brandDir: string,
  lang: string,
  defaultLanguage: string,
): BrandCopy {
  return copyOf(languageStrings(rootDir, brandDir, lang, defaultLanguage), lang);
}

/**
 * The brand's copy by language, each loaded once: a language the brand does not offer (or none)
 * gets its default language.
 */
export function createLanguageCopies(
  rootDir: string,
  brand: { dir: string; defaultLanguage: string; languages: readonly string[] },
): (language: string | null | undefined) => BrandCopy {
  const copies = new Map<string, BrandCopy>();
  return (language) => {
    const lang = offeredLanguageOr(brand, language);
    let copy = copies.get(lang);
    if (!copy) {
      copy = loadLanguageCopy(rootDir, brand.dir, lang, brand.defaultLanguage);
      copies.set(lang, copy);
    }
    return copy;
  };
}
