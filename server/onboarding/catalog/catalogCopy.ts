import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// The repository root, found as the server's config finds it (ONRAMP_ROOT, else the working directory).
const defaultEnglish = JSON.parse(
  readFileSync(
    resolve(process.env.ONRAMP_ROOT ?? process.cwd(), 'brands/default/locales/en.json'),
    'utf8',
  ),
) as Record<string, string>;

/**
 * A catalog entry's English text from the default copy, so the words live in one place: the
 * browser shows the same key in the visitor's language, and the API's text is its fallback.
 */
export function catalogText(key: string): string {
  const text = defaultEnglish[key];
  if (text === undefined) throw new Error(`brands/default/locales/en.json has no "${key}"`);
  return text;
}
