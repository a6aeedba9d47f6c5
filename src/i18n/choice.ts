/** Where a visitor's own choice of language is kept (the switcher, or ?lng= in an address). */
export const STORED_LANGUAGE_KEY = 'onramp.language';

/** Where the visitor said which language they want: the address's ?lng=, then a choice they stored. */
export function chosenLanguages(): string[] {
  const fromAddress =
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('lng');
  return [fromAddress, storedChoice()].filter((lang): lang is string => Boolean(lang));
}

/** What the browser says its user reads, in its order. */
export function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  return [...(navigator.languages ?? []), navigator.language].filter(Boolean);
}

/** Whether a choice of language is kept for the next visit; a Studio preview keeps none. */
let rememberingChoices = true;

/** From now on this page keeps no choice of language (the preview's ?lng= is the Studio's). */
export function forgetLanguageChoices(): void {
  rememberingChoices = false;
}

export function storeChoice(lang: string): void {
  if (!rememberingChoices) return;
  try {
    localStorage.setItem(STORED_LANGUAGE_KEY, lang);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

export function storedChoice(): string | null {
  try {
    return localStorage.getItem(STORED_LANGUAGE_KEY);
  } catch {
    return null;
  }
}
