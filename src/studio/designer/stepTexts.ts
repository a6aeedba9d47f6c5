/**
 * How the designer reads and writes a schema's texts. A text position holds a copy key or text as
 * written (shared/i18n/schemaTexts.ts); the operator only ever sees and types the text.
 */
export interface StepTexts {
  /** What a text position shows in the default language: a key's copy, or the text itself. */
  read(value: string): string;
  /** Whether the value is a copy key whose text may be edited in the default language's copy. */
  isEditableKey(value: string): boolean;
}

/** Texts the designer changed that live in the copy: key → new text in the default language. */
export type CopyEdits = Map<string, string>;

/**
 * The value a text position holds after the operator typed `text` where `original` was: a key
 * keeps its place and gets the new copy, anything else is written as text; undefined removes it.
 */
export function writtenText(
  original: unknown,
  text: string,
  texts: StepTexts,
  edits: CopyEdits,
): string | undefined {
  if (typeof original === 'string' && texts.read(original) === text) return original;
  if (typeof original === 'string' && texts.isEditableKey(original)) {
    edits.set(original, text);
    return original;
  }
  return text === '' ? undefined : text;
}

/** What a text position shows, '' when it holds none. */
export const readText = (value: unknown, texts: StepTexts): string =>
  typeof value === 'string' ? texts.read(value) : '';
