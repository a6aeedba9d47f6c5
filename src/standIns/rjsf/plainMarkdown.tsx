import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx in RJSF's bundle (../plugins/standInPlugins.ts): our
 * copy is plain text, so descriptions and help are shown as written, and /signup does not carry a
 * markdown parser it never uses.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <span>{children}</span>;
}
