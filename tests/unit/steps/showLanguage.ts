import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from '@testing-library/react';
import i18n from '../../../src/i18n';

/** Shows the default brand's copy of `lang` in every rendered screen; returns that copy. */
export async function showLanguage(lang: string): Promise<Record<string, string>> {
  const copy = JSON.parse(
    readFileSync(join(process.cwd(), 'brands/default/locales', `${lang}.json`), 'utf8'),
  ) as Record<string, string>;
  i18n.addResourceBundle(lang, 'translation', copy, true, true);
  await act(() => i18n.changeLanguage(lang));
  return copy;
}

/** Back to English, as every other test expects. */
export const showEnglish = () => act(() => i18n.changeLanguage('en'));
