import { LANGUAGE_TAG_PATTERN } from '../../../shared/i18n/languages';
import { isPortable } from './portableText';
import type { FileProblem, ImportedFile, ImportedRow } from './translationFile';
import type { TranslationGrid, TranslationRow } from './translations';

const XLIFF_1_2 = 'urn:oasis:names:tc:xliff:document:1.2';
const LANGUAGE_TAG = new RegExp(LANGUAGE_TAG_PATTERN);

/** 64-bit FNV-1a of the text's UTF-8, in hex: a text's id, stable across exports. */
function textHash(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** A row's <trans-unit id>: its copy key, or a hash of its text. */
export function unitIdOf(row: Pick<TranslationRow, 'id' | 'kind'>): string {
  return row.kind === 'key' ? row.id : `text-${textHash(row.id)}`;
}

// A carriage return is written as a reference: XML parsers turn a literal one into a newline.
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * An XLIFF 1.2 file of the grid for one language: a <trans-unit> per text with its source, its
 * translation as <target> if there is one, and where it shows as a <note>. Rows holding characters
 * XML cannot carry are left out and named.
 */
export function translationsXliff(
  grid: TranslationGrid,
  lang: string,
  original: string,
): { xliff: string; leftOut: string[] } {
  const leftOut: string[] = [];
  const units: string[] = [];
  for (const row of grid.rows) {
    const target = row.cells[lang]?.value;
    if (![row.id, row.source, row.where, target ?? ''].every(isPortable)) {
      leftOut.push(row.id);
      continue;
    }
    units.push(
      [
        `      <trans-unit id="${escapeAttribute(unitIdOf(row))}" xml:space="preserve">`,
        `        <source>${escapeText(row.source)}</source>`,
        ...(target === undefined
          ? []
          : [`        <target state="translated">${escapeText(target)}</target>`]),
        `        <note>${escapeText(row.where)}</note>`,
        '      </trans-unit>',
      ].join('\n'),
    );
  }
  const xliff = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff version="1.2" xmlns="${XLIFF_1_2}">`,
    `  <file original="${escapeAttribute(original)}" source-language="${escapeAttribute(grid.defaultLanguage)}" target-language="${escapeAttribute(lang)}" datatype="plaintext">`,
    '    <body>',
    ...units,
    '    </body>',
    '  </file>',
    '</xliff>',
    '',
  ].join('\n');
  return { xliff, leftOut };
}

const elementsOf = (parent: Element | Document, name: string) => [
  ...parent.getElementsByTagNameNS('*', name),
];

/** An element's text, or undefined when it holds markup (XLIFF's inline codes) a draft cannot. */
function plainText(element: Element): string | undefined {
  return element.children.length === 0 ? (element.textContent ?? '') : undefined;
}

/**
 * An XLIFF 1.2 file's translations: each <file>'s source and target languages, each unit's id,
 * source and target. A document type (and with it any entity) is refused before parsing.
 */
export function importedXliff(text: string): { file: ImportedFile } | { problem: FileProblem } {
  const notXliff = { problem: { reason: 'notXliff' } } as const;
  if (/<!DOCTYPE/i.test(text)) return notXliff;
  const document = new DOMParser().parseFromString(text, 'application/xml');
  const root = document.documentElement;
  if (
    document.getElementsByTagName('parsererror').length > 0 ||
    root.localName !== 'xliff' ||
    root.getAttribute('version') !== '1.2'
  )
    return notXliff;
  const languages = new Set<string>();
  const rows: ImportedRow[] = [];
  for (const file of elementsOf(document, 'file')) {
    const source = file.getAttribute('source-language') ?? '';
    const target = file.getAttribute('target-language') ?? '';
    for (const lang of [source, target])
      if (!LANGUAGE_TAG.test(lang)) return { problem: { reason: 'badLanguage', value: lang } };
    languages.add(source).add(target);
    for (const unit of elementsOf(file, 'trans-unit')) {
      const sourceText = elementsOf(unit, 'source')[0];
      const targetText = elementsOf(unit, 'target')[0];
      const from = sourceText && plainText(sourceText);
      const to = targetText && plainText(targetText);
      const texts: Record<string, string> = {};
      if (from) texts[source] = from;
      if (to) texts[target] = to;
      rows.push({
        at: rows.length + 1,
        id: unit.getAttribute('id') ?? '',
        texts,
        unreadable: (sourceText && from === undefined) || (targetText && to === undefined),
      });
    }
  }
  return { file: { languages: [...languages], rows } };
}
