import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n';
import { initialConfigAtom } from '../state/config';
import { brandLanguagesOf } from './brandLanguages';

/** A language's own name ("Deutsch", "العربية"), as its speakers would look for it. */
function nameOf(lang: string): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
    return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
  } catch {
    return lang;
  }
}

/** The brand's languages; a choice re-renders every screen at once and is kept for the next visit. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const state = useAtomValue(initialConfigAtom);
  const [busy, setBusy] = useState(false);
  // A brand with one language (or a config without languages) needs no choice.
  if (state.status !== 'ready' || (state.config.brand?.locales?.length ?? 0) < 2) return null;
  const brand = brandLanguagesOf(state.config);
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
          setBusy(true);
          void chooseLanguage(event.target.value, brand).finally(() => setBusy(false));
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
