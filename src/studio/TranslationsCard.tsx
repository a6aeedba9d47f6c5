import {
  useCallback,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../ui/languageName';
import type { ConfigFileTexts } from './draft/configFiles';
import {
  filteredRows,
  translationGridOf,
  withoutUnused,
  withTranslations,
} from './draft/translations';
import type { StudioApi } from './studioApi';
import { TranslationSuggestionStatus } from './TranslationSuggestionStatus';
import { TranslationTable, type CellChange, type SuggestionChoice } from './TranslationTable';
import { TranslationTransfer } from './TranslationTransfer';
import { useTranslationSuggestions } from './useTranslationSuggestions';

/** 'all', 'any' (missing in any language) or a language the rows must miss. */
type Shown = string;

/**
 * Every text of the flow by every language of the brand: what each language is missing is counted
 * and can be filtered to, each translation is edited in place (or taken from a suggestion the
 * operator confirms), and the whole goes out to translators and comes back as CSV or XLIFF.
 */
export function TranslationsCard({
  api,
  draft,
  onEdit,
}: {
  api: StudioApi;
  draft: ConfigFileTexts;
  /** `burst`: the cell typed into, so that typing there is one step to undo. */
  onEdit: (files: ConfigFileTexts, announcement: string, burst?: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const grid = useMemo(() => translationGridOf(draft), [draft]);
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState<Shown>('all');
  // Rows edited since the filter was set stay, so a cell filled in does not vanish mid-word.
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const deferredSearch = useDeferredValue(search);
  const { suggestions, state: suggesting, ask, forget } = useTranslationSuggestions(api);
  const rows = useMemo(
    () =>
      grid
        ? filteredRows(grid, {
            search: deferredSearch,
            missingIn: shown === 'all' ? undefined : shown,
            keep: kept,
          })
        : [],
    [grid, deferredSearch, shown, kept],
  );

  // The cells' handler stays the same function, so rows whose texts did not change skip rendering.
  const latest = useRef({ draft, onEdit, suggestions });
  useLayoutEffect(() => {
    latest.current = { draft, onEdit, suggestions };
  });
  const change = useCallback<CellChange>((row, lang, value) => {
    const { draft: current, onEdit: edit } = latest.current;
    const file = row.cells[lang]!.file;
    edit(
      withTranslations(current, [{ file, id: row.id, translation: value }]),
      '',
      `${file}#${row.id}`,
    );
    setKept((ids) => (ids.has(row.id) ? ids : new Set(ids).add(row.id)));
  }, []);
  const choose = useCallback<SuggestionChoice>(
    (row, lang, use) => {
      const suggestion = latest.current.suggestions[lang]?.[row.id];
      if (use && suggestion) change(row, lang, suggestion.text);
      forget(lang, [row.id]);
    },
    [change, forget],
  );
  const takeAll = (lang: string) => {
    const chosen = grid!.rows.flatMap((row) => {
      const suggestion = suggestions[lang]?.[row.id];
      return suggestion && row.cells[lang]!.value === undefined
        ? [{ file: row.cells[lang]!.file, id: row.id, translation: suggestion.text }]
        : [];
    });
    onEdit(
      withTranslations(draft, chosen),
      t('studio.translations.suggest.used', { count: chosen.length }),
    );
    forget(lang, Object.keys(suggestions[lang] ?? {}));
  };

  const refilter = (next: { search?: string; shown?: Shown }) => {
    if (next.search !== undefined) setSearch(next.search);
    if (next.shown !== undefined) setShown(next.shown);
    setKept(new Set());
  };

  const defaultName = grid ? nameIn(grid.defaultLanguage, i18n.language) : '';
  return (
    <section className="studio-card studio-translations" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('studio.translations.title')}</h2>
      {!grid || grid.languages.length === 0 ? (
        <p className="studio-muted">{t('studio.translations.noLanguages')}</p>
      ) : (
        <>
          <p className="studio-muted">
            {t('studio.translations.intro', { language: defaultName })}
          </p>
          <TranslationTransfer draft={draft} grid={grid} onEdit={onEdit} />
          <div className="studio-translations__tools">
            <span className="studio-translations__tool">
              <label htmlFor={`${id}-search`}>{t('studio.translations.search')}</label>
              <input
                id={`${id}-search`}
                type="search"
                value={search}
                onChange={(event) => refilter({ search: event.target.value })}
              />
            </span>
            <span className="studio-translations__tool">
              <label htmlFor={`${id}-shown`}>{t('studio.translations.show')}</label>
              <select
                id={`${id}-shown`}
                value={shown}
                onChange={(event) => refilter({ shown: event.target.value })}
              >
                <option value="all">{t('studio.translations.showAll')}</option>
                <option value="any">{t('studio.translations.showMissingAny')}</option>
                {grid.languages.map((lang) => (
                  <option key={lang} value={lang}>
                    {t('studio.translations.showMissingIn', {
                      language: nameIn(lang, i18n.language),
                    })}
                  </option>
                ))}
              </select>
            </span>
          </div>
          <p className="studio-muted" aria-live="polite">
            {t('studio.translations.shown', { shown: rows.length, count: grid.rows.length })}
          </p>
          <TranslationSuggestionStatus
            state={suggesting}
            suggestions={suggestions}
            onUseAll={takeAll}
          />
          <span id={`${id}-missing`} hidden>
            {t('studio.translations.missing', { language: defaultName })}
          </span>
          {rows.length > 0 && (
            <TranslationTable
              grid={grid}
              rows={rows}
              missingId={`${id}-missing`}
              onChange={change}
              suggestions={suggestions}
              onSuggestion={choose}
              columnTools={(lang) => (
                <button
                  type="button"
                  className="button button--link studio-translations__suggest"
                  aria-label={t('studio.translations.suggest.actionFor', {
                    language: nameIn(lang, i18n.language),
                  })}
                  disabled={suggesting.status === 'busy' || grid.missing[lang] === 0}
                  onClick={() => void ask(grid, lang)}
                >
                  {t('studio.translations.suggest.action')}
                </button>
              )}
            />
          )}
          {grid.unused.length > 0 && (
            <p>
              {t('studio.translations.unused', { count: grid.unused.length })}{' '}
              <button
                type="button"
                className="button button--secondary"
                onClick={() =>
                  onEdit(
                    withoutUnused(draft, grid.unused),
                    t('studio.translations.unusedRemoved', { count: grid.unused.length }),
                  )
                }
              >
                {t('studio.translations.removeUnused')}
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
