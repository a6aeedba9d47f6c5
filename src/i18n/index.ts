import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import defaultEnglish from '../../brands/default/locales/en.json';

export const DEFAULT_NAMESPACE = 'default';
export const BRAND_NAMESPACE = 'brand';

/**
 * Keys are looked up in the brand's namespace first and fall back to the default copy key by
 * key, so a brand file holds only the keys it changes. Keys are flat: "auth.signup.title".
 */
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: [BRAND_NAMESPACE, DEFAULT_NAMESPACE],
  defaultNS: BRAND_NAMESPACE,
  fallbackNS: DEFAULT_NAMESPACE,
  resources: { en: { [DEFAULT_NAMESPACE]: defaultEnglish } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function applyBrandCopy(lang: string, messages: Record<string, string>): void {
  i18n.addResourceBundle(lang, BRAND_NAMESPACE, messages, true, true);
}

/** {{brand}} and {{companyDomain}} are available to every piece of copy without being passed. */
export function setBrandVariables(variables: { brand: string; companyDomain: string }): void {
  i18n.options.interpolation = { ...i18n.options.interpolation, defaultVariables: variables };
}

export default i18n;
