import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyLayers, mergeCopy } from '../../shared/i18n/languages';

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
 * Copy the server words itself (mails, loader text): the brand's locales/<lang>.json laid over the
 * default brand's, key by key, as the browser lays them. Every key the caller needs must resolve
 * at start-up, so a missing one fails loudly then.
 */
export function loadBrandCopy(
  rootDir: string,
  brandDir: string,
  lang: string,
  requiredKeys: readonly string[],
): BrandCopy {
  const strings = {
    ...readLocale(join(rootDir, 'brands', 'default', 'locales', `${lang}.json`)),
    ...readLocale(join(brandDir, 'locales', `${lang}.json`)),
  };
  const missing = requiredKeys.filter((key) => !(key in strings));
  if (missing.length > 0) {
    throw new Error(`Copy is missing from brands/*/locales/${lang}.json: ${missing.join(', ')}`);
  }
  return {
    t: (key, params = {}) => interpolate(strings[key] ?? key, params),
  };
}

/**
 * A language's copy made as the browser makes it (shared/i18n copyLayers): the default brand's
 * default language, then the default brand's and the brand's copy of the language, key by key.
 */
export function loadLanguageCopy(
  rootDir: string,
  brandDir: string,
  lang: string,
  defaultLanguage: string,
): BrandCopy {
  const strings = mergeCopy(
    copyLayers(lang, defaultLanguage).map((layer) =>
      readLocale(
        layer.source === 'default'
          ? join(rootDir, 'brands', 'default', 'locales', `${layer.lang}.json`)
          : join(brandDir, 'locales', `${layer.lang}.json`),
      ),
    ),
  );
  return { t: (key, params = {}) => interpolate(strings[key] ?? key, params) };
}
