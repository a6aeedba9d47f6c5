import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../../shared/i18n/languages';
import { nameIn } from '../ui/languageName';
import type { TranslationGrid, TranslationRow } from './draft/translations';
import type { SuggestionsByLanguage } from './useTranslationSuggestions';

export type CellChange = (row: TranslationRow, lang: string, value: string) => void;
/** A suggestion used (written into the cell) or dismissed. */
export type SuggestionChoice = (row: TranslationRow, lang: string, use: boolean) => void;

interface RowProps {
  row: TranslationRow;
  languages: readonly string[];
  defaultLanguage: string;
  /** The hidden words that say a cell is not translated yet. */
  missingId: string;
  onChange: CellChange;
  suggestions: SuggestionsByLanguage;
  onSuggestion: SuggestionChoice;
}

/** Whether a row shows the same: its source and every cell (a new grid makes new row objects). */
function sameRow(a: RowProps, b: RowProps): boolean {
  return (
    a.row.id === b.row.id &&
    a.row.source === b.row.source &&
    a.row.where === b.row.where &&
    a.languages.join() === b.languages.join() &&
    a.defaultLanguage === b.defaultLanguage &&
    a.missingId === b.missingId &&
    a.onChange === b.onChange &&
    a.onSuggestion === b.onSuggestion &&
    a.languages.every(
      (lang) =>
        a.row.cells[lang]!.value === b.row.cells[lang]!.value &&
        a.row.cells[lang]!.file === b.row.cells[lang]!.file &&
        a.suggestions[lang]?.[a.row.id] === b.suggestions[lang]?.[b.row.id],
    )
  );
}

const TranslationTableRow = memo(function TranslationTableRow({
  row,
  languages,
  defaultLanguage,
  missingId,
  onChange,
  suggestions,
  onSuggestion,
}: RowProps) {
  const { t, i18n } = useTranslation();
  return (
    <tr>
      <th scope="row">
        <span lang={defaultLanguage} dir="auto" className="studio-translations__source">
          {row.source}
        </span>
        <span className="studio-translations__where">
          {row.where}
          {row.kind === 'key' && (
            <>
              {' · '}
              <code>{row.id}</code>
            </>
          )}
        </span>
      </th>
      {languages.map((lang) => {
        const { value } = row.cells[lang]!;
        const suggestion = value === undefined ? suggestions[lang]?.[row.id] : undefined;
        const names = { language: nameIn(lang, i18n.language), text: row.source };
        return (
          <td key={lang} className={value === undefined ? 'is-missing' : undefined}>
            <textarea
              rows={1}
              lang={lang}
              dir={directionOf(lang)}
              aria-label={t('studio.translations.cellLabel', names)}
              aria-describedby={value === undefined ? missingId : undefined}
              value={value ?? ''}
              onChange={(event) => onChange(row, lang, event.target.value)}
            />
            {suggestion && (
              <div className="studio-translations__suggestion">
                <span className="studio-muted">
                  {t(
                    suggestion.from === 'memory'
                      ? 'studio.translations.suggest.fromMemory'
                      : 'studio.translations.suggest.fromModel',
                  )}
                </span>{' '}
                <span lang={lang} dir={directionOf(lang)}>
                  {suggestion.text}
                </span>{' '}
                <button
                  type="button"
                  className="button button--link"
                  aria-label={t('studio.translations.suggest.use', names)}
                  onClick={() => onSuggestion(row, lang, true)}
                >
                  {t('studio.translations.suggest.useVisible')}
                </button>{' '}
                <button
                  type="button"
                  className="button button--link"
                  aria-label={t('studio.translations.suggest.dismiss', names)}
                  onClick={() => onSuggestion(row, lang, false)}
                >
                  {t('studio.translations.suggest.dismissVisible')}
                </button>
              </div>
            )}
          </td>
        );
      })}
    </tr>
  );
}, sameRow);

/**
 * The grid itself: a row per text, the default language's text first (read-only), then one cell
 * per language; the header, which stays in view while the rows scroll, counts what is missing.
 */
export function TranslationTable({
  grid,
  rows,
  missingId,
  onChange,
  suggestions,
  onSuggestion,
  columnTools,
}: {
  grid: TranslationGrid;
  rows: readonly TranslationRow[];
  missingId: string;
  onChange: CellChange;
  suggestions: SuggestionsByLanguage;
  onSuggestion: SuggestionChoice;
  /** What a language's column header offers besides its count. */
  columnTools?: (lang: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="studio-translations__scroll">
      <table className="studio-translations__table">
        <thead>
          <tr>
            <th scope="col">
              {t('studio.translations.sourceColumn', {
                language: nameIn(grid.defaultLanguage, i18n.language, true),
              })}
            </th>
            {grid.languages.map((lang) => (
              <th scope="col" key={lang}>
                <span className="studio-translations__language">
                  {nameIn(lang, i18n.language, true)}
                </span>{' '}
                <span
                  className={`studio-badge${grid.missing[lang] ? ' studio-badge--warn' : ' studio-badge--live'}`}
                >
                  {grid.missing[lang]
                    ? t('studio.translations.missingCount', { count: grid.missing[lang] })
                    : t('studio.translations.complete')}
                </span>
                {columnTools?.(lang)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <TranslationTableRow
              key={row.id}
              row={row}
              languages={grid.languages}
              defaultLanguage={grid.defaultLanguage}
              missingId={missingId}
              onChange={onChange}
              suggestions={suggestions}
              onSuggestion={onSuggestion}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
