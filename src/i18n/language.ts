import i18n from 'i18next';
import { directionOf, pickLanguage } from '../../shared/i18n/languages';
import { browserLanguages, chosenLanguages, storeChoice, storedChoice } from './choice';
import { applyLanguage, type BrandLanguages } from './copy';

async function showLanguage(lang: string, brand: BrandLanguages): Promise<void> {
  await applyLanguage(lang, brand, true);
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
  const shown = i18n.language;
  await applyLanguage(brand.defaultLanguage, brand, true);
  await showLanguage(brand.languages.includes(shown) ? shown : brand.defaultLanguage, brand);
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
  i18n.options.fallbackLng = [brand.defaultLanguage];
  await applyLanguage(brand.defaultLanguage, brand, true);
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
