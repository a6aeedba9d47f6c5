import { TranslatableString, type RJSFSchema } from '@rjsf/utils';
import { act, cleanup } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../src/i18n';
import { rjsfTextKey, rjsfTranslateString } from '../../../src/engine/react/rjsfTexts';
import { loadLaterBuiltIns } from '../../../src/standIns/rjsf/lazyBuiltIn';
import { renderSchemaForm } from '../support/rjsfForms';

const LANGUAGES = ['en', 'de', 'es', 'ar'] as const;
const copyOf = (lang: string) =>
  JSON.parse(readFileSync(`brands/default/locales/${lang}.json`, 'utf8')) as Record<string, string>;

/** Every text RJSF can show of its own, in its English, parameters as %1, %2. */
const RJSF_ENGLISH = Object.values(TranslatableString);

/** English words RJSF shows for these parts of a form, when not given a translateString. */
const RJSF_WORDS = /\b(Key|Item|Items|Remove|Move up|Move down|Copy|Add|New Value|No items yet)\b/;

/** Everything a person reads or hears of the form: its text, labels, titles and placeholders. */
function wordsOf(container: HTMLElement): string {
  const attributes = [...container.querySelectorAll('[aria-label], [title], [placeholder]')].map(
    (element) =>
      ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [container.textContent ?? '', ...attributes.flat()].join(' | ');
}

async function renderInGerman(schema: RJSFSchema, formData: Record<string, unknown>) {
  return (await renderSchemaForm(schema, formData, 'de')).container;
}

beforeAll(async () => {
  await loadLaterBuiltIns();
  i18n.addResourceBundle('de', 'translation', copyOf('de'), true, false);
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe("RJSF's own texts", () => {
  it('each have copy in every language, with the parameters RJSF fills in', () => {
    for (const lang of LANGUAGES) {
      const copy = copyOf(lang);
      for (const english of RJSF_ENGLISH) {
        const key = rjsfTextKey(english);
        expect(copy[key], `${lang} ${key}`).toBeTruthy();
        const params = english.match(/%\d/g) ?? [];
        for (const index of params.map((p) => Number(p.slice(1))))
          expect(copy[key], `${lang} ${key}`).toContain(`{{${index}}}`);
      }
    }
  });

  it('show in German for an added entry of an open object', async () => {
    const container = await renderInGerman(
      {
        type: 'object',
        properties: {
          extras: { type: 'object', title: 'Extras', additionalProperties: { type: 'string' } },
        },
      },
      { extras: { Farbe: 'blau' } },
    );
    const words = wordsOf(container);
    expect(words).toContain('Farbe');
    expect(words).not.toMatch(RJSF_WORDS);
    expect(words).toContain(i18n.t(rjsfTextKey(TranslatableString.KeyLabel), { 1: 'Farbe' }));
  });

  it('show in German for the items of a list', async () => {
    const container = await renderInGerman(
      {
        type: 'object',
        properties: {
          tags: { type: 'array', title: 'Schlagworte', items: { type: 'string' } },
          empty: { type: 'array', title: 'Leer', items: { type: 'string' } },
          flags: { type: 'array', title: 'Schalter', items: { type: 'boolean' } },
        },
      },
      { tags: ['a', 'b'], empty: [], flags: [true] },
    );
    const words = wordsOf(container);
    expect(words).not.toMatch(RJSF_WORDS);
    expect(words).not.toMatch(/\b(Yes|No)\b/);
  });

  it('fill in the values RJSF gives, in each language', async () => {
    const translate = rjsfTranslateString((key, params) => i18n.t(key, params));
    for (const lang of LANGUAGES) {
      i18n.addResourceBundle(lang, 'translation', copyOf(lang), true, false);
      await act(() => i18n.changeLanguage(lang));
      for (const english of RJSF_ENGLISH) {
        const values = (english.match(/%\d/g) ?? []).map((_, index) => `value${index + 1}`);
        const text = translate(english, values);
        expect(text, `${lang} ${english}`).not.toMatch(/%\d|\{\{/);
        for (const value of values) expect(text, `${lang} ${english}`).toContain(value);
      }
    }
  });
});
