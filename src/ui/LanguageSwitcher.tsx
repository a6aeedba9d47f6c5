import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, type BrandLanguages } from '../i18n';
import { nameOf } from './languageName';
import './LanguageSwitcher.css';

/**
 * The brand's languages, for the portal's header and the tenant app's: a choice re-renders every
 * screen at once and is kept in this browser; `onChosen` (a signed-in user's account keeping it
 * too) hears it once it is shown, and its failure changes nothing on screen.
 */
export function LanguageSwitcher({
  brand,
  onChosen,
}: {
  brand: BrandLanguages;
  onChosen?: (lang: string) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  // A brand with one language needs no choice.
  if (brand.languages.length < 2) return null;
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select
        id={id}
        className="language-switcher__select"
        value={i18n.language}
        disabled={busy}
        onChange={(event) => {
          const lang = event.target.value;
          setBusy(true);
          void chooseLanguage(lang, brand)
            .then(() => onChosen?.(lang))
            .catch((error: unknown) => console.error('the language was not kept', error))
            .finally(() => setBusy(false));
        }}
      >
        {brand.languages.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {nameOf(lang)}
          </option>
        ))}
      </select>
    </div>
  );
}
