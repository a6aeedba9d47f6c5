import { describe, expect, it, vi } from 'vitest';
import i18n, { forgetLanguageChoices, startLanguage, STORED_LANGUAGE_KEY } from '../../../src/i18n';

describe('the language of a Studio preview', () => {
  it('shows the ?lng= the Studio chose without keeping it for the visitor’s next visit', async () => {
    localStorage.setItem(STORED_LANGUAGE_KEY, 'de');
    window.history.replaceState(null, '', '/studio/preview/3?lng=ar');
    forgetLanguageChoices();
    const brand = {
      brandId: 'preview',
      languages: ['en', 'de', 'ar'],
      defaultLanguage: 'en',
      fetchBrandCopy: vi.fn(async () => ({})),
    };
    expect(await startLanguage(brand)).toBe('ar');
    expect(i18n.language).toBe('ar');
    expect(localStorage.getItem(STORED_LANGUAGE_KEY)).toBe('de');
  });
});
