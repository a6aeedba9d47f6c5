import i18n from 'i18next';
import startEnglish from 'virtual:onramp/default-english-start';
import { isStartCopyKey } from '../../shared/i18n/startCopy';
import { loadOnce } from '../../shared/loading/loadOnce';
import { copyLayers, mergeCopy, type CopyLayer } from '../../shared/i18n/languages';

type Copy = Record<string, string>;

/** The default brand's other languages, one chunk each, loaded only when a visitor needs one. */
const defaultCopyFiles = import.meta.glob<Copy>(
  ['../../brands/default/locales/*.json', '!../../brands/default/locales/en.json'],
  { import: 'default' },
);

/** The default English copy once its rest has loaded; until then the start's keys alone. */
export let fullEnglish: Copy | undefined;
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
export function isRestCopyKey(key: string): boolean {
  return /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/.test(key) && !isStartCopyKey(key);
}

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
 * another brand's copy (a configuration version's) took the page's place meanwhile. With `show`,
 * the page shows this brand's copy from now on.
 */
export async function applyLanguage(
  lang: string,
  brand: BrandLanguages,
  show?: boolean,
): Promise<void> {
  if (show) shownBrand = brand;
  const copy = await loadLanguage(lang, brand);
  if (shownBrand && shownBrand !== brand) return;
  i18n.removeResourceBundle(lang, 'translation');
  i18n.addResourceBundle(lang, 'translation', copy, true, true);
}
