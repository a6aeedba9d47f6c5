import { LANGUAGE_TAG_PATTERN } from '../../../shared/i18n/languages';
import { isPortable } from './portableText';
import type { FileProblem, ImportedFile, ImportedRow } from './translationFile';
import type { TranslationGrid } from './translations';

/** The first column's heading: each row's copy key, or its text as the schema writes it. */
export const KEY_COLUMN = 'key';
const LANGUAGE_TAG = new RegExp(LANGUAGE_TAG_PATTERN);
// A spreadsheet runs a cell starting so as a formula: an apostrophe keeps it text, and the
// import takes one off again (texts that start with apostrophes get one more, so all survive).
const FORMULA_START = /^'*[=+\-@\t\r]/;

function cell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The grid as CSV (RFC 4180, UTF-8 with a byte order mark for spreadsheets): the key or text, the
 * default language's text, then one column per language, empty where a translation is missing.
 * Rows holding characters no file can carry are left out and named.
 */
export function translationsCsv(grid: TranslationGrid): { csv: string; leftOut: string[] } {
  const languages = [grid.defaultLanguage, ...grid.languages];
  const lines = [[KEY_COLUMN, ...languages].map(cell).join(',')];
  const leftOut: string[] = [];
  for (const row of grid.rows) {
    const texts = [row.id, row.source, ...grid.languages.map((l) => row.cells[l]!.value ?? '')];
    if (texts.every(isPortable)) lines.push(texts.map(cell).join(','));
    else leftOut.push(row.id);
  }
  return { csv: `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`, leftOut };
}

class Malformed extends Error {
  constructor(readonly line: number) {
    super(`malformed CSV at line ${line}`);
  }
}

/** The delimiter of the first line: a comma, or the semicolon some spreadsheets save with. */
function delimiterOf(text: string): ',' | ';' {
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === ',' || char === ';')) return char;
    else if (!quoted && (char === '\n' || char === '\r')) break;
  }
  return ',';
}

/**
 * RFC 4180 records, one per row as a spreadsheet numbers them: CRLF or LF lines, quoted cells with
 * "" for a quote. Bad quoting throws, with the line of the file where it is.
 */
function csvRecords(text: string): string[][] {
  const delimiter = delimiterOf(text);
  const records: string[][] = [];
  let cells: string[] = [];
  let value = '';
  let quoted = false;
  // A quoted cell is a cell even when empty, and nothing may follow its closing quote.
  let wasQuoted = false;
  let line = 1;
  let start = 1;
  const endCell = () => {
    cells.push(value);
    value = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endCell();
    records.push(cells);
    cells = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line += 1;
        value += char;
      }
    } else if (char === '"') {
      if (value !== '' || wasQuoted) throw new Malformed(line);
      quoted = true;
      wasQuoted = true;
      start = line;
    } else if (char === delimiter) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      endRecord();
    } else if (wasQuoted) throw new Malformed(line);
    else value += char;
  }
  if (quoted) throw new Malformed(start);
  // The last line's break ends no further row.
  if (cells.length > 0 || value !== '' || wasQuoted) endRecord();
  return records;
}

const unguarded = (text: string) => (/^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/**
 * A CSV file of translations as translationsCsv writes it: a header naming "key" and then
 * languages, then a row per text. Empty cells are left out; the rows are matched by applyImport.
 */
export function importedCsv(text: string): { file: ImportedFile } | { problem: FileProblem } {
  let records: string[][];
  try {
    records = csvRecords(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (error instanceof Malformed) return { problem: { reason: 'malformed', line: error.line } };
    throw error;
  }
  const [header, ...body] = records;
  if (!header || header[0]!.trim().toLowerCase() !== KEY_COLUMN)
    return { problem: { reason: 'noHeader' } };
  const languages = header.slice(1).map((name) => name.trim());
  const bad = languages.find((lang, i) => !LANGUAGE_TAG.test(lang) || languages.indexOf(lang) < i);
  if (bad !== undefined) return { problem: { reason: 'badLanguage', value: bad } };
  const rows: ImportedRow[] = [];
  for (const [index, cells] of body.entries()) {
    // Numbered as a spreadsheet numbers its rows, the header being row 1.
    const at = index + 2;
    // A spreadsheet's empty rows (",,,") are no rows.
    if (cells.every((value) => value === '')) continue;
    if (cells.length > languages.length + 1)
      return { problem: { reason: 'tooManyCells', row: at } };
    const texts: Record<string, string> = {};
    languages.forEach((lang, i) => {
      const value = unguarded(cells[i + 1] ?? '');
      if (value !== '') texts[lang] = value;
    });
    rows.push({ at, id: unguarded(cells[0]!), texts });
  }
  return { file: { languages, rows } };
}
