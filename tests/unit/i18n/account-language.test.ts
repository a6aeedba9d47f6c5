import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, {
  adoptAccountLanguage,
  chooseLanguage,
  startLanguage,
  STORED_LANGUAGE_KEY,
} from '../../../src/i18n';

let brands = 0;
function brand() {
  brands += 1;
  return {
    brandId: `account-brand-${brands}`,
    languages: ['en', 'de', 'ar'],
    defaultLanguage: 'en',
    fetchBrandCopy: vi.fn(async () => ({})),
  };
}

function visit(search: string, browserLanguages: string[]) {
  window.history.replaceState(null, '', `/login${search}`);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(browserLanguages[0] ?? '');
}

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  await i18n.changeLanguage('en');
});

describe("a signed-in user's own language", () => {
  it("outranks the browser's languages on a device with no choice, without being stored there", async () => {
    visit('', ['en-US']);
    const b = brand();
    await startLanguage(b);
    await adoptAccountLanguage('de', b);
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(STORED_LANGUAGE_KEY)).toBeNull();
  });

  it('gives way to a choice made on this device, and to ?lng=', async () => {
    visit('', ['en-US']);
    const b = brand();
    await startLanguage(b);
    await chooseLanguage('ar', b);
    await adoptAccountLanguage('de', b);
    expect(i18n.language).toBe('ar');

    localStorage.clear();
    visit('?lng=en', ['en-US']);
    await startLanguage(b);
    await adoptAccountLanguage('de', b);
    expect(i18n.language).toBe('en');
  });

  it('is ignored when the brand does not offer it, or there is none', async () => {
    visit('', ['en-US']);
    const b = brand();
    await startLanguage(b);
    await adoptAccountLanguage('fr', b);
    await adoptAccountLanguage(null, b);
    expect(i18n.language).toBe('en');
  });
});
