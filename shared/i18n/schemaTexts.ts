/**
 * A text position of a schema (title, description, ui:help, an error message...) holds either a
 * copy key or text as written, in the brand's default language. Text is its own copy key: another
 * language translates it under the text itself in its locale file ("Your name": "Ihr Name"), and
 * until it does the text shows as written.
 */

const KEY_SHAPE = /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/;

/** The first segments of a copy's keys ("steps", "errors"...): what makes a string read as a key. */
export function copyNamespaces(copies: Iterable<Readonly<Record<string, string>>>): Set<string> {
  const namespaces = new Set<string>();
  for (const copy of copies)
    for (const key of Object.keys(copy))
      if (KEY_SHAPE.test(key)) namespaces.add(key.split('.')[0]!);
  return namespaces;
}

/**
 * Whether a schema's string names copy: shaped like a key and in one of the copy's namespaces
 * ("steps.<step>.title"). Anything else is text, "example.com" and "e.g. Acme" included.
 */
export function isCopyKey(value: string, namespaces: ReadonlySet<string>): boolean {
  return KEY_SHAPE.test(value) && namespaces.has(value.split('.')[0]!);
}

/** Whether a locale file's entry is shaped like a copy key (else it translates a text). */
export function hasKeyShape(value: string): boolean {
  return KEY_SHAPE.test(value);
}
