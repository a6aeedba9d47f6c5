/** A row of a translation file as read: its id (a key, a text or a text's hash) and its texts. */
export interface ImportedRow {
  /** Where the row is: its row in a CSV file (the header is 1), its unit's number in XLIFF. */
  at: number;
  id: string;
  /** The row's text in each language the file names; an empty one is left out. */
  texts: Readonly<Record<string, string>>;
  /** Set when the row's translation is written in a way no draft can hold (XLIFF inline markup). */
  unreadable?: boolean;
}

/** A translation file as read, before it is matched against the draft. */
export interface ImportedFile {
  /** The languages the file names: its columns, or its source and target languages. */
  languages: string[];
  rows: ImportedRow[];
}

/** Why a file is not read at all: nothing of it is applied. */
export interface FileProblem {
  reason: 'notUtf8' | 'malformed' | 'tooManyCells' | 'noHeader' | 'badLanguage' | 'notXliff';
  /** The line where a CSV file stops being one. */
  line?: number;
  /** The row (as a spreadsheet numbers it) with more cells than the header names. */
  row?: number;
  /** A header's cell that names no language. */
  value?: string;
}
