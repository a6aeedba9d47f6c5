import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import startEnglish from 'virtual:onramp/default-english-start';
import { browserLanguages, chosenLanguages } from './choice';
import { fullEnglish, isRestCopyKey, loadAllCopy, missingKeyText } from './copy';

/**
 * i18next's shared instance, which the other modules here import from 'i18next' itself: one flat
 * namespace per language, built from the copy layers (shared/i18n) so a partial translation shows
 * what it has and falls back key by key. Keys are flat: "auth.signup.title".
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

export default i18n;
