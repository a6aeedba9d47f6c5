const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The markdown renderer codemirror-json-schema's tooltips call: the meta-schemas' descriptions
 * are plain sentences, shown escaped, with `code` spans kept.
 */
export function renderMarkdown(markdown: string): string {
  const escaped = markdown.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
  return escaped.replace(/`([^`]+)`/g, '<code>$1</code>');
}
