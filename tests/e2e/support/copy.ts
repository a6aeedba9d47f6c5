import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Copy = Record<string, string>;

/** The default brand's copy of a language, as the repository ships it. */
export function copyOf(lang: string): Copy {
  return JSON.parse(
    readFileSync(join(process.cwd(), 'brands/default/locales', `${lang}.json`), 'utf8'),
  ) as Copy;
}
