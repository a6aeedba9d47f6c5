/** Control and invisible characters, bidirectional overrides among them. */
const CONTROL =
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
/** With the `u` flag a paired surrogate is one code point, so only a lone one matches. */
const LONE_SURROGATE = /[\ud800-\udfff]/gu;
/** Links and addresses: their words ("…/newsletter") say nothing of the mail the owner wants. */
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/\S*|\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|shop|store|de|es|at|ch|co|uk|eu|ae|sa|eg|ma)\b/gi;
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * The prompt as the composer reads it: no control or invisible characters, no broken UTF-16, no
 * links, digits as 0-9 (an Arabic prompt may write ٣٥٪), and single spaces.
 */
export function cleanPrompt(prompt: string): string {
  return prompt
    .replace(LONE_SURROGATE, '')
    .replace(CONTROL, ' ')
    .replace(LINK, ' ')
    .replace(ARABIC_INDIC_DIGIT, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/\s+/g, ' ')
    .trim();
}
