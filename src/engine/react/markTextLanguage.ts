/**
 * Marks each element of a form whose text is one of `texts` with the language it is written in:
 * a step's plain text with no translation in the page's language shows as the operator wrote it
 * (src/engine/react/writtenLanguage.ts), and a screen reader should read it in its own language.
 */
export function markTextLanguage(root: HTMLElement, texts: ReadonlyMap<string, string>) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const language = texts.get((node.nodeValue ?? '').trim());
    if (language && node.parentElement) node.parentElement.lang = language;
  }
}
