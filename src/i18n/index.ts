import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import startEnglish from 'virtual:onramp/default-english-start';
import { isStartCopyKey } from '../../shared/i18n/startCopy';
import { loadOnce } from '../../shared/loading/loadOnce';
import {
  copyLayers,
  directionOf,
  mergeCopy,
  pickLanguage,
  type CopyLayer,
} from '../../shared/i18n/languages';

/** Where a visitor's own choice of language is kept (the switcher, or ?lng= in an address). */
export const STORED_LANGUAGE_KEY = 'onramp.language';

type Copy = Record<string, string>;

/** Where the visitor said which language they want: the address's ?lng=, then a choice they stored. */
function chosenLanguages(): string[] {
  const fromAddress =
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('lng');
  return [fromAddress, storedChoice()].filter((lang): lang is string => Boolean(lang));
}

/** What the browser says its user reads, in its order. */
function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  return [...(navigator.languages ?? []), navigator.language].filter(Boolean);
}

/** The default brand's other languages, one chunk each, loaded only when a visitor needs one. */
const defaultCopyFiles = import.meta.glob<Copy>(
  ['../../brands/default/locales/*.json', '!../../brands/default/locales/en.json'],
  { import: 'default' },
);

/** The default English copy once its rest has loaded; until then the start's keys alone. */
let fullEnglish: Copy | undefined;
/** The brand whose copy the page shows, once startLanguage has run. */
let shownBrand: BrandLanguages | undefined;

/** The rest of the English copy when the page's entry bundles it (the tenant app's). */
let bundledRest: Copy | undefined;
const restOfEnglish = loadOnce(async () =>
  addRestOfEnglish(
    bundledRest ?? (await import('virtual:onramp/default-english-beyond-start')).default,
  ),
);

/**
 * Loads the rest of the default English copy (shared/i18n/startCopy.ts), once, and shows it from
 * then on; a screen that needs it waits for it (withAllCopy). A failed download is tried again
 * on the next call.
 */
export const loadAllCopy = restOfEnglish.load;

/** For a page whose entry bundles the rest of the copy (the tenant app's): shown from the start. */
export function addAllCopy(rest: Copy): void {
  bundledRest = rest;
  void restOfEnglish.load();
}

/** A lazily loaded screen that shows copy beyond the start's: its module and the rest of the copy. */
export function withAllCopy<T>(screen: Promise<T>): Promise<T> {
  return Promise.all([screen, loadAllCopy()]).then(([module]) => module);
}

/** The rest of the English copy is here: each language shown is put together again with it. */
async function addRestOfEnglish(rest: Copy): Promise<void> {
  fullEnglish = { ...startEnglish, ...rest };
  const brand = shownBrand;
  if (!brand) {
    // No brand copy yet: the rest only fills keys the English copy lacks.
    i18n.addResourceBundle('en', 'translation', rest, true, false);
    return;
  }
  const languages = [...new Set([brand.defaultLanguage, i18n.language])];
  await Promise.all(languages.map((lang) => applyLanguage(lang, brand)));
  // Re-renders what the page shows (react-i18next listens for a change of language), in the
  // language shown now: the visitor may have chosen another meanwhile.
  await i18n.changeLanguage(i18n.language);
}

/** Whether a missing key names copy of the rest (not text a server or validator sent as is). */
function isRestCopyKey(key: string): boolean {
  return /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/.test(key) && !isStartCopyKey(key);
}

/**
 * One flat namespace per language, built from the copy layers (shared/i18n) so a partial
 * translation shows what it has and falls back key by key. Keys are flat: "auth.signup.title".
 */
void i18n.use(initReactI18next).init({
  // Until startLanguage has the brand's languages: the visitor's choice, else the browser's.
  lng: [...chosenLanguages(), ...browserLanguages()][0] ?? 'en',
  fallbackLng: 'en',
  // A copy: i18next adds later keys into the object it is given.
  resources: { en: { translation: { ...startEnglish } } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // A key of the rest brings it: a screen that shows one was not waited for (withAllCopy).
  saveMissing: true,
  missingKeyHandler: (_languages: readonly string[], _namespace: string, key: string) => {
    if (fullEnglish || !isRestCopyKey(key)) return;
    if (import.meta.env.DEV) console.warn(`"${key}" was shown before the rest of the copy loaded`);
    loadAllCopy().catch(() => undefined);
  },
  parseMissingKeyHandler: (key: string, defaultValue?: string) =>
    missingKeyText(key, defaultValue, fullEnglish !== undefined),
});

/**
 * What a key the page has no copy for shows: the words it came with (a server error's msg), else,
 * while the rest of the copy is on its way, nothing, never the key itself; else the key, which is
 * then text sent as it is.
 */
export function missingKeyText(
  key: string,
  defaultValue: string | undefined,
  restLoaded: boolean,
): string {
  return defaultValue ?? (!restLoaded && isRestCopyKey(key) ? '' : key);
}

/** The plan prices' currency, from the initial config. */
let priceCurrency = 'USD';

// Numbers in copy are written as the visitor's locale writes them: {{price, price}} ("8 $" in
// German, Arabic digits in Arabic) and {{percent, percent}} (a 0–100 value: "30 %" in German).
i18n.services.formatter?.add('price', (value: number, lng: string | undefined) => {
  const parts = new Intl.NumberFormat(lng, {
    style: 'currency',
    currency: priceCurrency,
    trailingZeroDisplay: 'stripIfInteger',
  }).formatToParts(value);
  // In a right-to-left language a Latin currency code ("US$") is one left-to-right unit; without
  // an isolate the bidi algorithm moves its "$" to the other side ("$US 8").
  const isolate = lng && directionOf(lng) === 'rtl';
  return parts
    .map((part) => (isolate && part.type === 'currency' ? `\u2066${part.value}\u2069` : part.value))
    .join('');
});
i18n.services.formatter?.add('percent', (value: number, lng: string | undefined) =>
  new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100),
);

export function setPriceCurrency(currency: string): void {
  priceCurrency = currency;
}

export interface BrandLanguages {
  brandId: string;
  /**
   * Which copy `fetchBrandCopy` reads ("live" unless a configuration version or draft has its own):
   * copy from another source replaces what the page shows.
   */
  copySource?: string;
  /** Every language with copy for the brand, default first. */
  languages: readonly string[];
  defaultLanguage: string;
  /**
   * The brand's own copy of one language from the server: its own keys, and the default keys the
   * live configuration words differently from the copy built into the page ({} when none).
   */
  fetchBrandCopy(lang: string): Promise<Copy>;
}

async function defaultCopy(lang: string): Promise<Copy | undefined> {
  return defaultCopyFiles[`../../brands/default/locales/${lang}.json`]?.();
}

/** The brand's own copy of each language, fetched once per copy source ({} or undefined if none). */
const brandCopies = new Map<string, Promise<Copy | undefined>>();

function brandCopy(lang: string, brand: BrandLanguages): Promise<Copy | undefined> {
  const key = `${brand.brandId}:${brand.copySource ?? 'live'}:${lang}`;
  let fetching = brandCopies.get(key);
  if (!fetching) {
    fetching = brand.fetchBrandCopy(lang).catch(() => {
      brandCopies.delete(key);
      return undefined;
    });
    brandCopies.set(key, fetching);
  }
  return fetching;
}

/**
 * One language's copy from the brand's source, every layer merged. The default English layer is
 * read once the others are here, so the rest of it counts if it arrived meanwhile.
 */
async function loadLanguage(lang: string, brand: BrandLanguages): Promise<Copy> {
  const layers = copyLayers(lang, brand.defaultLanguage);
  const isEnglishDefault = (layer: CopyLayer) => layer.source === 'default' && layer.lang === 'en';
  const fetched = await Promise.all(
    layers.map((layer) =>
      isEnglishDefault(layer)
        ? undefined
        : layer.source === 'default'
          ? defaultCopy(layer.lang)
          : brandCopy(layer.lang, brand),
    ),
  );
  return mergeCopy(
    layers.map((layer, i) =>
      isEnglishDefault(layer) ? (fullEnglish ?? startEnglish) : fetched[i],
    ),
  );
}

/**
 * Puts one language's copy from the brand's source in place of whatever copy it had, unless
 * another brand's copy (a configuration version's) took the page's place meanwhile.
 */
async function applyLanguage(lang: string, brand: BrandLanguages): Promise<void> {
  const copy = await loadLanguage(lang, brand);
  if (shownBrand && shownBrand !== brand) return;
  i18n.removeResourceBundle(lang, 'translation');
  i18n.addResourceBundle(lang, 'translation', copy, true, true);
}

async function showLanguage(lang: string, brand: BrandLanguages): Promise<void> {
  shownBrand = brand;
  await applyLanguage(lang, brand);
  await i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.documentElement.dir = directionOf(lang);
  }
}

/**
 * The page switched to another configuration version (a signed-in user's own): its copy replaces
 * the copy shown, in the same language.
 */
export async function switchBrandCopy(brand: BrandLanguages): Promise<void> {
  shownBrand = brand;
  const shown = i18n.language;
  await applyLanguage(brand.defaultLanguage, brand);
  await showLanguage(brand.languages.includes(shown) ? shown : brand.defaultLanguage, brand);
}

/** Whether a choice of language is kept for the next visit; a Studio preview keeps none. */
let rememberingChoices = true;

/** From now on this page keeps no choice of language (the preview's ?lng= is the Studio's). */
export function forgetLanguageChoices(): void {
  rememberingChoices = false;
}

function storeChoice(lang: string): void {
  if (!rememberingChoices) return;
  try {
    localStorage.setItem(STORED_LANGUAGE_KEY, lang);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

/**
 * Shows the brand's copy in the visitor's language: the address's ?lng=, else a stored choice,
 * else `preferred` (a language the server keeps for the user), else the browser's languages,
 * else the brand's default. A ?lng= the brand offers is kept.
 */
export async function startLanguage(
  brand: BrandLanguages,
  preferred?: string | null,
): Promise<string> {
  shownBrand = brand;
  i18n.options.fallbackLng = [brand.defaultLanguage];
  await applyLanguage(brand.defaultLanguage, brand);
  const fromAddress = new URLSearchParams(window.location.search).get('lng');
  const candidates = [...chosenLanguages(), preferred, ...browserLanguages()];
  const lang = pickLanguage(candidates, brand.languages, brand.defaultLanguage);
  if (fromAddress && pickLanguage([fromAddress], brand.languages, '') === lang) storeChoice(lang);
  await showLanguage(lang, brand);
  return lang;
}

/** The visitor's choice in the switcher: shown at once and kept for their next visit. */
export async function chooseLanguage(lang: string, brand: BrandLanguages): Promise<void> {
  storeChoice(lang);
  await showLanguage(lang, brand);
}

/**
 * A signed-in user's language (chosen at signup or in a switcher elsewhere) when this visit has no
 * ?lng= and this device no stored choice: it outranks the browser's languages, as at the start.
 */
export async function adoptAccountLanguage(
  lang: string | null | undefined,
  brand: BrandLanguages,
): Promise<void> {
  if (!lang || !brand.languages.includes(lang) || lang === i18n.language) return;
  if (new URLSearchParams(window.location.search).has('lng') || storedChoice()) return;
  await showLanguage(lang, brand);
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(STORED_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** {{brand}} and {{companyDomain}} are available to every piece of copy without being passed. */
export function setBrandVariables(variables: { brand: string; companyDomain: string }): void {
  i18n.options.interpolation = { ...i18n.options.interpolation, defaultVariables: variables };
}

export default i18n;
