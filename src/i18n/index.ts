/**
 * The app's copy and language, one job a file: the i18next instance (instance.ts), which copy it
 * shows (copy.ts), which language (language.ts; the visitor's stored choice, choice.ts), and the
 * values copy interpolates (interpolation.ts).
 */
export { default } from './instance';
export { STORED_LANGUAGE_KEY, forgetLanguageChoices } from './choice';
export { addAllCopy, loadAllCopy, missingKeyText, withAllCopy, type BrandLanguages } from './copy';
export { setBrandVariables, setPriceCurrency } from './interpolation';
export { adoptAccountLanguage, chooseLanguage, startLanguage, switchBrandCopy } from './language';
