import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PLAIN_MARKDOWN = fileURLToPath(
  new URL('../../src/engine/react/plainMarkdown.tsx', import.meta.url),
);

/**
 * RJSF imports markdown-to-jsx (about 28 KiB gzip) for descriptions marked as markdown, which no
 * copy of ours is (check:config refuses `ui:enableMarkdownInDescription`); its imports get the
 * plain-text stand-in instead.
 */
export function rjsfPlainMarkdownPlugin(): Plugin {
  return {
    name: 'onramp-rjsf-plain-markdown',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('@rjsf/') && source.startsWith('markdown-to-jsx'))
        return PLAIN_MARKDOWN;
      return null;
    },
  };
}
