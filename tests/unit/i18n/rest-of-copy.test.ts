import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type I18nModule = typeof import('../../../src/i18n');

/** A page's copy runtime as it starts: the first screens' English only (setup.ts loaded all). */
async function freshPage(): Promise<I18nModule> {
  vi.resetModules();
  return import('../../../src/i18n');
}

const REST_KEY = 'steps.business_category.title';
const BRAND_REST_KEY = 'wizard.next';

function brand(copies: Record<string, Record<string, string>>, delay?: Promise<void>) {
  const fetchBrandCopy = vi.fn(async (lang: string) => {
    await delay;
    return copies[lang] ?? {};
  });
  return { brandId: 'brand', languages: ['en', 'de'], defaultLanguage: 'en', fetchBrandCopy };
}

/** Lets pending module loads and copy merges settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => window.history.replaceState(null, '', '/signup'));
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the rest of the copy, loaded after the first screens', () => {
  it('is not there at first, then lays under the brand’s copy without asking the server again', async () => {
    const { default: i18n, startLanguage, loadAllCopy } = await freshPage();
    const beacon = brand({ en: { [BRAND_REST_KEY]: 'Onward' } });
    await startLanguage(beacon);
    // Not its key meanwhile: nothing.
    expect(i18n.t(REST_KEY)).toBe('');
    expect(i18n.t(BRAND_REST_KEY)).toBe('Onward');
    await loadAllCopy();
    expect(i18n.t(REST_KEY)).toBe('Select Your Business Category');
    expect(i18n.t(BRAND_REST_KEY)).toBe('Onward');
    expect(beacon.fetchBrandCopy).toHaveBeenCalledTimes(1);
  });

  it('meanwhile shows a server error’s own words, then its copy; text sent as it is stays', async () => {
    const { default: i18n, startLanguage, loadAllCopy } = await freshPage();
    await startLanguage(brand({}));
    const sent = { defaultValue: 'Words the server sent' };
    expect(i18n.t('errors.invalidCredentials', sent)).toBe('Words the server sent');
    expect(i18n.t('Invalid body')).toBe('Invalid body');
    await loadAllCopy();
    expect(i18n.t('errors.invalidCredentials', sent)).toBe(
      'The email or password is incorrect for this workspace.',
    );
  });

  it('arriving while the brand’s copy is still on its way is neither lost nor laid over it', async () => {
    const { default: i18n, startLanguage, loadAllCopy } = await freshPage();
    let answer = () => {};
    const slow = brand(
      { en: { [BRAND_REST_KEY]: 'Onward' } },
      new Promise<void>((resolve) => (answer = resolve)),
    );
    const starting = startLanguage(slow);
    const loading = loadAllCopy();
    await settle();
    answer();
    await Promise.all([starting, loading]);
    expect(i18n.t(REST_KEY)).toBe('Select Your Business Category');
    expect(i18n.t(BRAND_REST_KEY)).toBe('Onward');
  });

  it('keeps the language the visitor chose while it was being laid in', async () => {
    const { default: i18n, startLanguage, chooseLanguage, loadAllCopy } = await freshPage();
    const beacon = brand({});
    await startLanguage(beacon);
    const loading = loadAllCopy();
    await chooseLanguage('de', beacon);
    await loading;
    await settle();
    expect(i18n.language).toBe('de');
    expect(i18n.t('wizard.back')).toBe('Zurück');
  });

  it('is brought by a key of its own a screen shows unasked, not by text that is no key', async () => {
    const { default: i18n, startLanguage } = await freshPage();
    await startLanguage(brand({}));
    i18n.t('That email is already registered.');
    i18n.t('auth.signup.noSuchKey');
    await settle();
    expect(i18n.t(REST_KEY)).toBe('');
    i18n.t('studio.preview.title');
    await settle();
    expect(i18n.t(REST_KEY)).toBe('Select Your Business Category');
  });
});
