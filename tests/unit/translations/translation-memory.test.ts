import { describe, expect, it } from 'vitest';
import {
  memorySuggestions,
  translationMemory,
} from '../../../server/translations/translationMemory';

const files = new Map(
  Object.entries({
    'brands/default/locales/en.json': JSON.stringify({
      'steps.a.title': 'Company name',
      'steps.b.title': 'Your  website',
      'steps.c.title': 'Untranslated',
    }),
    'brands/default/locales/de.json': JSON.stringify({
      'steps.a.title': 'Firmenname',
      'steps.b.title': 'Ihre Website',
      'How big is your team?': 'Wie groß ist Ihr Team?',
    }),
    'brands/beacon/locales/de.json': JSON.stringify({ 'steps.a.title': 'Name der Firma' }),
  }),
);

const ask = (texts: { id: string; source: string }[]) => ({
  sourceLanguage: 'en',
  targetLanguage: 'de',
  texts,
});

describe('the translation memory of a brand’s copy', () => {
  it('suggests what the copy already translates, by a key’s words or a text’s own entry', () => {
    const memory = translationMemory(files, 'default', 'en', 'de');
    expect(
      memorySuggestions(
        ask([
          { id: 'Company name', source: 'Company name' },
          { id: 'steps.x.title', source: ' Your website ' },
          { id: 'steps.y.title', source: 'How big is your team?' },
          { id: 'Untranslated', source: 'Untranslated' },
          { id: 'Company Name', source: 'Company Name' },
        ]),
        memory,
      ),
    ).toEqual([
      { id: 'Company name', text: 'Firmenname', from: 'memory' },
      { id: 'steps.x.title', text: 'Ihre Website', from: 'memory' },
      { id: 'steps.y.title', text: 'Wie groß ist Ihr Team?', from: 'memory' },
    ]);
  });

  it('takes a brand’s own translation over the default brand’s', () => {
    const memory = translationMemory(files, 'beacon', 'en', 'de');
    expect(memory.get('Company name')).toBe('Name der Firma');
  });
});
