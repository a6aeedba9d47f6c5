import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { nameOf } from '../ui/languageName';
import type { ConfigFileTexts } from './draft/configFiles';
import { draftTranslations, withoutUnused, withTranslation } from './draft/translations';

/**
 * The texts steps show as written (in the brand's default language), translated for each other
 * language: what is missing is counted, and shows as written until translated.
 */
export function TranslationsCard({
  draft,
  defaultLanguage,
  onEdit,
}: {
  draft: ConfigFileTexts;
  defaultLanguage: string;
  /** `burst`: the text typed into, so that typing there is one step to undo. */
  onEdit: (files: ConfigFileTexts, announcement: string, burst?: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const languages = useMemo(() => draftTranslations(draft), [draft]);
  const textCount = languages[0]?.texts ?? 0;

  return (
    <section className="studio-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('studio.translations.title')}</h2>
      {textCount === 0 || languages.length === 0 ? (
        <p className="studio-muted">{t('studio.translations.none')}</p>
      ) : (
        <>
          <p className="studio-muted">
            {t('studio.translations.intro', { language: nameOf(defaultLanguage) })}
          </p>
          {languages.map((language) => {
            const translated = language.texts - language.missing.length;
            return (
              <details key={language.lang} className="studio-translations">
                <summary>
                  {t('studio.translations.summary', {
                    // Isolated, so an Arabic name keeps its place in an English sentence.
                    language: `\u2068${nameOf(language.lang)}\u2069`,
                    translated,
                    count: language.texts,
                  })}
                </summary>
                <ul className="studio-translations__list">
                  {language.entries.map((entry, index) => {
                    const inputId = `${id}-${language.lang}-${index}`;
                    return (
                      <li key={entry.text}>
                        <label htmlFor={inputId} lang={defaultLanguage} dir="auto">
                          {entry.text}
                        </label>
                        <input
                          id={inputId}
                          lang={language.lang}
                          dir="auto"
                          value={entry.translation ?? ''}
                          placeholder={entry.text}
                          aria-describedby={
                            entry.translation === undefined ? `${inputId}-missing` : undefined
                          }
                          onChange={(event) =>
                            onEdit(
                              withTranslation(
                                draft,
                                entry.copyFile,
                                entry.text,
                                event.target.value,
                              ),
                              '',
                              `${entry.copyFile}#${entry.text}`,
                            )
                          }
                        />
                        {entry.translation === undefined && (
                          <span id={`${inputId}-missing`} className="studio-muted">
                            {t('studio.translations.missing')}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
                {language.unused.length > 0 && (
                  <p>
                    {t('studio.translations.unused', { count: language.unused.length })}{' '}
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() =>
                        onEdit(
                          withoutUnused(draft, language.unused),
                          t('studio.translations.unusedRemoved', {
                            count: language.unused.length,
                          }),
                        )
                      }
                    >
                      {t('studio.translations.removeUnused')}
                    </button>
                  </p>
                )}
              </details>
            );
          })}
        </>
      )}
    </section>
  );
}
