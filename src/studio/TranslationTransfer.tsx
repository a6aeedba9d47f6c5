import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../ui/languageName';
import type { ConfigFileTexts } from './draft/configFiles';
import { importedCsv, translationsCsv } from './draft/translationCsv';
import type { FileProblem } from './draft/translationFile';
import { applyImport, type ImportReport } from './draft/translationImport';
import type { TranslationGrid } from './draft/translations';
import { importedXliff, translationsXliff } from './draft/translationXliff';
import { downloadFile } from './downloadFile';

type Outcome =
  | { kind: 'exported'; leftOut: number }
  | { kind: 'problem'; fileName: string; problem: FileProblem }
  | { kind: 'imported'; fileName: string; xliff: boolean; report: ImportReport };

/** A file name or text kept whole and in its own direction inside a sentence of either direction. */
const isolated = (text: string) => `\u2068${text}\u2069`;

const isXliff = (fileName: string, text: string) =>
  /\.xliff?$/i.test(fileName) || (!/\.csv$/i.test(fileName) && text.trimStart().startsWith('<'));

/**
 * The grid for translators and back: every language as one CSV file, or one language as XLIFF
 * 1.2; a file brought back is applied cell by cell, and what was not applied is listed.
 */
export function TranslationTransfer({
  draft,
  grid,
  onEdit,
}: {
  draft: ConfigFileTexts;
  grid: TranslationGrid;
  onEdit: (files: ConfigFileTexts, announcement: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [xliffLanguage, setXliffLanguage] = useState(grid.languages[0]!);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const language = grid.languages.includes(xliffLanguage) ? xliffLanguage : grid.languages[0]!;

  const exportCsv = () => {
    const { csv, leftOut } = translationsCsv(grid);
    downloadFile(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      `${grid.brandId}-translations.csv`,
    );
    setOutcome({ kind: 'exported', leftOut: leftOut.length });
  };

  const exportXliff = () => {
    const { xliff, leftOut } = translationsXliff(grid, language, grid.brandId);
    downloadFile(
      new Blob([xliff], { type: 'application/xliff+xml;charset=utf-8' }),
      `${grid.brandId}-${language}.xlf`,
    );
    setOutcome({ kind: 'exported', leftOut: leftOut.length });
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    // The same file may be chosen again after it is fixed.
    input.value = '';
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
    } catch {
      setOutcome({ kind: 'problem', fileName: file.name, problem: { reason: 'notUtf8' } });
      return;
    }
    const xliff = isXliff(file.name, text);
    const read = xliff ? importedXliff(text) : importedCsv(text);
    if ('problem' in read) {
      setOutcome({ kind: 'problem', fileName: file.name, problem: read.problem });
      return;
    }
    const report = applyImport(draft, grid, read.file);
    if (report.applied > 0) onEdit(report.files, '');
    setOutcome({ kind: 'imported', fileName: file.name, xliff, report });
  };

  return (
    <div className="studio-translations__transfer">
      <div className="studio-translations__tools">
        <button type="button" className="button button--secondary" onClick={exportCsv}>
          {t('studio.translations.export.csv')}
        </button>
        <span className="studio-translations__tool">
          <label htmlFor={`${id}-xliff`}>{t('studio.translations.export.xliffLanguage')}</label>
          <select
            id={`${id}-xliff`}
            value={language}
            onChange={(event) => setXliffLanguage(event.target.value)}
          >
            {grid.languages.map((lang) => (
              <option key={lang} value={lang}>
                {nameIn(lang, i18n.language, true)}
              </option>
            ))}
          </select>
          <button type="button" className="button button--secondary" onClick={exportXliff}>
            {t('studio.translations.export.xliff')}
          </button>
        </span>
        <span className="studio-translations__tool">
          <label htmlFor={`${id}-import`}>{t('studio.translations.import.label')}</label>
          <input
            id={`${id}-import`}
            type="file"
            accept=".csv,.xlf,.xliff,text/csv,application/xliff+xml"
            onChange={(event) => void importFile(event)}
          />
        </span>
      </div>
      <div role="status" className="studio-translations__outcome">
        {outcome?.kind === 'exported' && outcome.leftOut > 0 && (
          <p className="studio-alert">
            {t('studio.translations.export.leftOut', { count: outcome.leftOut })}
          </p>
        )}
        {outcome?.kind === 'problem' && (
          <p className="studio-alert">
            {t(`studio.translations.import.problem.${outcome.problem.reason}`, {
              ...outcome.problem,
              value: outcome.problem.value && isolated(outcome.problem.value),
              file: isolated(outcome.fileName),
            })}
          </p>
        )}
        {outcome?.kind === 'imported' && (
          <p>
            {t('studio.translations.import.applied', {
              count: outcome.report.applied,
              file: isolated(outcome.fileName),
            })}
            {outcome.report.unchanged > 0 &&
              ` ${t('studio.translations.import.unchanged', { count: outcome.report.unchanged })}`}
            {outcome.report.refused.length > 0 &&
              ` ${t('studio.translations.import.refusedCount', { count: outcome.report.refused.length })}`}
          </p>
        )}
      </div>
      {outcome?.kind === 'imported' && outcome.report.refused.length > 0 && (
        <ul className="studio-translations__refused">
          {outcome.report.refused.map((refusal) => (
            <li key={`${refusal.at}-${refusal.id}`}>
              {t(`studio.translations.import.refused.${refusal.reason}`, {
                id: isolated(refusal.id),
                place: t(
                  outcome.xliff
                    ? 'studio.translations.import.unit'
                    : 'studio.translations.import.row',
                  { at: refusal.at },
                ),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
