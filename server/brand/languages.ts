import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const LOCALE_FILE = /^([a-z]{2}(?:-[A-Z]{2})?)\.json$/;

function languagesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((file) => LOCALE_FILE.exec(file)?.[1] ?? []);
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
