import type { ConfigFileTexts } from './configFiles';
import { isPortable } from './portableText';
import { withTranslations, type TranslationGrid, type TranslationRow } from './translations';
import type { ImportedFile } from './translationFile';
import { unitIdOf } from './translationXliff';

export type ImportRefusalReason =
  'unknownText' | 'wrongLanguage' | 'sourceChanged' | 'unportable' | 'unreadable' | 'repeated';

export interface ImportRefusal {
  /** The row's line or unit, 0 for the file's header. */
  at: number;
  /** The row's id, or the language the file names. */
  id: string;
  reason: ImportRefusalReason;
}

export interface ImportReport {
  files: ConfigFileTexts;
  /** Translations written into the draft. */
  applied: number;
  /** Translations the draft already had, word for word. */
  unchanged: number;
  refused: ImportRefusal[];
}

/**
 * The draft with a translation file's translations, each cell on its own: a row whose text the
 * draft does not show, whose source text changed since the export, or a language the brand does
 * not have is refused and listed, never written.
 */
export function applyImport(
  draft: ConfigFileTexts,
  grid: TranslationGrid,
  file: ImportedFile,
): ImportReport {
  const refused: ImportRefusal[] = [];
  const targets = file.languages.filter((lang) => lang !== grid.defaultLanguage);
  for (const lang of targets)
    if (!grid.languages.includes(lang)) refused.push({ at: 0, id: lang, reason: 'wrongLanguage' });
  const languages = targets.filter((lang) => grid.languages.includes(lang));

  const byId = new Map<string, TranslationRow>();
  for (const row of grid.rows) byId.set(row.id, row).set(unitIdOf(row), row);
  const seen = new Set<TranslationRow>();
  const edits: { file: string; id: string; translation: string }[] = [];
  let unchanged = 0;
  for (const imported of file.rows) {
    const row = byId.get(imported.id);
    const refuse = (reason: ImportRefusalReason) =>
      refused.push({ at: imported.at, id: imported.id, reason });
    const source = imported.texts[grid.defaultLanguage];
    if (!row) refuse('unknownText');
    else if (seen.has(row)) refuse('repeated');
    else if (source !== undefined && source !== row.source) refuse('sourceChanged');
    else if (imported.unreadable) refuse('unreadable');
    else {
      seen.add(row);
      const cells = languages.flatMap((lang) => {
        const text = imported.texts[lang];
        return text !== undefined && text.trim() !== '' ? [{ lang, text }] : [];
      });
      if (cells.some(({ text }) => !isPortable(text))) refuse('unportable');
      else
        for (const { lang, text } of cells) {
          const cell = row.cells[lang]!;
          if (cell.value === text) unchanged += 1;
          else edits.push({ file: cell.file, id: row.id, translation: text });
        }
    }
  }
  return {
    files: edits.length > 0 ? withTranslations(draft, edits) : draft,
    applied: edits.length,
    unchanged,
    refused,
  };
}
