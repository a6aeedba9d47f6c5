import { useTranslation } from 'react-i18next';
import { nameIn } from '../ui/languageName';
import type { SuggestionsByLanguage, SuggestionState } from './useTranslationSuggestions';

/** What the last request for suggestions brought, and the one step to use all that are left. */
export function TranslationSuggestionStatus({
  state,
  suggestions,
  onUseAll,
}: {
  state: SuggestionState;
  suggestions: SuggestionsByLanguage;
  onUseAll: (lang: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = state.status === 'idle' ? '' : nameIn(state.lang, i18n.language);
  const left = state.status === 'done' ? Object.keys(suggestions[state.lang] ?? {}).length : 0;
  return (
    <div role="status" className="studio-translations__outcome">
      {state.status === 'busy' && <p>{t('studio.translations.suggest.busy', { language })}</p>}
      {state.status === 'error' && (
        <p className="studio-alert">{t(state.message.id, state.message.params)}</p>
      )}
      {state.status === 'done' && (
        <p>
          {state.count === 0
            ? t('studio.translations.suggest.none', { language })
            : t('studio.translations.suggest.found', { count: state.count, language })}{' '}
          {left > 0 && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onUseAll(state.lang)}
            >
              {t('studio.translations.suggest.useAll', { count: left, language })}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
