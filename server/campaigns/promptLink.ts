/** An address written out in full, up to the next space; trailing punctuation is the sentence's. */
const WRITTEN_LINK = /\bhttps?:\/\/[^\s<>"]+/i;
const TRAILING_PUNCTUATION = /[.,;:!?،؛)\]}'»”]+$/u;

/**
 * The first web address the owner wrote in their prompt, as the place its call to action should
 * lead ("…at https://shop.example/halloween"). Only http(s); an address that does not parse is none.
 */
export function linkInPrompt(prompt: string): string | null {
  const written = WRITTEN_LINK.exec(prompt)?.[0].replace(TRAILING_PUNCTUATION, '');
  if (!written || written.length > 2048) return null;
  try {
    const url = new URL(written);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
