import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, {
  adoptAccountLanguage,
  chooseLanguage,
  setPriceCurrency,
  startLanguage,
  STORED_LANGUAGE_KEY,
  switchBrandCopy,
} from '../../../src/i18n';

let brands = 0;

/** A brand of its own for each test: the runtime keeps each brand's loaded languages for the page. */
function brand(copies: Record<string, Record<string, string>>, languages = ['en', 'de', 'ar']) {
  brands += 1;
  const fetchBrandCopy = vi.fn(async (lang: string) => {
    if (!copies[lang]) throw new Error('404');
    return copies[lang]!;
  });
  return { brandId: `brand-${brands}`, languages, defaultLanguage: 'en', fetchBrandCopy };
}

function visit(search: string, browserLanguages: string[]) {
  window.history.replaceState(null, '', `/signup${search}`);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(browserLanguages[0] ?? '');
}

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  await i18n.changeLanguage('en');
});

describe('the language runtime', () => {
  it('follows the browser’s languages, the brand’s copy over the default brand’s', async () => {
    visit('', ['es-MX', 'en']);
    const lang = await startLanguage(brand({ es: { 'wizard.next': 'Sigamos' } }, ['en', 'es']));
    expect(lang).toBe('es');
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
    // The brand's own Spanish, over the default brand's Spanish, over the default language.
    expect(i18n.t('wizard.next')).toBe('Sigamos');
    expect(i18n.t('wizard.back')).toBe('Atrás');
    // A browser language is not stored: it is asked afresh next time.
    expect(localStorage.getItem(STORED_LANGUAGE_KEY)).toBeNull();
  });

  it('falls back key by key to the default language’s copy where no file of the language has a key', async () => {
    visit('', ['fr-FR']);
    const lang = await startLanguage(brand({ fr: { 'wizard.next': 'Continuer' } }, ['en', 'fr']));
    expect(lang).toBe('fr');
    expect(i18n.t('wizard.next')).toBe('Continuer');
    expect(i18n.t('wizard.back')).toBe('Back');
  });

  it('replaces the copy shown when the page switches to another configuration version’s copy', async () => {
    visit('?lng=de', ['en']);
    const live = brand({
      en: { 'wizard.next': 'Onward' },
      de: { 'wizard.next': 'Vorwärts', 'wizard.back': 'Zurück, live' },
    });
    await startLanguage(live);
    expect(i18n.t('wizard.back')).toBe('Zurück, live');
    const pinned = { ...live, copySource: '/api/locales/{lang}?version=3' };
    pinned.fetchBrandCopy = vi.fn(async (lang: string): Promise<Record<string, string>> =>
      lang === 'de' ? { 'wizard.next': 'Weiter, Version 3' } : {},
    );
    await switchBrandCopy(pinned);
    expect(i18n.language).toBe('de');
    expect(i18n.t('wizard.next')).toBe('Weiter, Version 3');
    // A key the pinned version leaves alone shows the default copy, not the live version's wording.
    expect(i18n.t('wizard.back')).toBe('Zurück');
    expect(pinned.fetchBrandCopy).toHaveBeenCalledWith('de');
  });

  it('takes ?lng= over the browser and keeps it; a stored choice beats the browser next time', async () => {
    visit('?lng=ar', ['de-DE']);
    expect(await startLanguage(brand({}))).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(STORED_LANGUAGE_KEY)).toBe('ar');

    visit('', ['de-DE']);
    expect(await startLanguage(brand({}))).toBe('ar');
  });

  it('ignores a ?lng= the brand does not offer', async () => {
    visit('?lng=xx', ['fr-FR']);
    expect(await startLanguage(brand({}))).toBe('en');
    expect(localStorage.getItem(STORED_LANGUAGE_KEY)).toBeNull();
  });

  it('puts a language the server keeps for the user after ?lng= and a stored choice, before the browser', async () => {
    visit('', ['de-DE']);
    expect(await startLanguage(brand({}), 'ar')).toBe('ar');
    // The server's language is the server's to keep: nothing is stored in this browser.
    expect(localStorage.getItem(STORED_LANGUAGE_KEY)).toBeNull();

    localStorage.setItem(STORED_LANGUAGE_KEY, 'en');
    expect(await startLanguage(brand({}), 'ar')).toBe('en');

    localStorage.clear();
    visit('?lng=de', ['en-US']);
    expect(await startLanguage(brand({}), 'ar')).toBe('de');
  });

  it('passes over a kept language the brand does not offer, or none, to the browser’s', async () => {
    visit('', ['de-AT']);
    expect(await startLanguage(brand({}), 'fr')).toBe('de');
    expect(await startLanguage(brand({}), null)).toBe('de');
    // A regional tag finds its base language, as the browser's do.
    expect(await startLanguage(brand({}), 'ar-EG')).toBe('ar');
  });

  it('shows the switcher’s choice at once and keeps it', async () => {
    visit('', ['en-US']);
    const beacon = brand({ de: { 'wizard.back': 'Zurück zum Anfang' } });
    await startLanguage(beacon);
    expect(i18n.t('wizard.back')).toBe('Back');
    await chooseLanguage('de', beacon);
    expect(i18n.t('wizard.back')).toBe('Zurück zum Anfang');
    // The default brand's German fills in what the brand leaves out.
    expect(i18n.t('wizard.next')).toBe('Weiter');
    expect(localStorage.getItem(STORED_LANGUAGE_KEY)).toBe('de');
  });
});

describe('plurals', () => {
  it('follow each language’s plural rules, falling back to the plain key', async () => {
    visit('', ['en-US']);
    const shipped = brand({}, ['en', 'ar']);
    await startLanguage(shipped);
    const key = 'errors.tooManyAttemptsFromNetworkMinutes';
    expect(i18n.t(key, { count: 1 })).toContain('wait a minute');
    expect(i18n.t(key, { count: 5 })).toContain('wait 5 minutes');
    await chooseLanguage('ar', shipped);
    expect(i18n.t(key, { count: 1 })).toContain('دقيقة واحدة');
    expect(i18n.t(key, { count: 2 })).toContain('دقيقتين');
    expect(i18n.t(key, { count: 3 })).toContain('3 دقائق');
    expect(i18n.t(key, { count: 11 })).toContain('11 دقيقة');
  });
});

describe('numbers in copy', () => {
  it('write prices and percentages as the visitor’s locale does', async () => {
    visit('', ['en-US']);
    const shipped = brand({}, ['en', 'de']);
    await startLanguage(shipped);
    setPriceCurrency('USD');
    expect(i18n.t('plan.price', { price: 8 })).toBe('$8');
    expect(i18n.t('plan.price', { price: 8.5 })).toBe('$8.50');
    expect(i18n.t('wizard.progressValue', { percent: 30 })).toBe('30% complete');
    await chooseLanguage('de', shipped);
    setPriceCurrency('EUR');
    expect(i18n.t('plan.price', { price: 8 })).toBe('8\u00a0€');
    expect(i18n.t('wizard.progressValue', { percent: 30 })).toBe('30\u00a0% abgeschlossen');
    setPriceCurrency('USD');
    // Arabic: the currency code is kept together as one left-to-right unit.
    await chooseLanguage('ar', brand({}, ['en', 'ar']));
    expect(i18n.t('plan.price', { price: 8 })).toMatch(/\u2066US\$\u2069/);
  });
});

describe("a signed-in user's own language", () => {
  it("outranks the browser's languages on a device with no choice, without being stored there", async () => {
    visit('', ['en-US']);
    const b = brand({});
    await startLanguage(b);
    await adoptAccountLanguage('de', b);
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(STORED_LANGUAGE_KEY)).toBeNull();
  });

  it('gives way to a choice made on this device, and to ?lng=', async () => {
    visit('', ['en-US']);
    const b = brand({});
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
    const b = brand({});
    await startLanguage(b);
    await adoptAccountLanguage('fr', b);
    await adoptAccountLanguage(null, b);
    expect(i18n.language).toBe('en');
  });
});
