import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PLAIN_MARKDOWN = fileURLToPath(
  new URL('../../src/studio/editor/plainMarkdown.ts', import.meta.url),
);

/**
 * codemirror-json-schema renders descriptions with shiki, which loads grammars and WebAssembly
 * the Content-Security-Policy refuses, only to colour code in tooltips; the Studio's editor gets
 * the same markdown without it.
 */
export function schemaEditorMarkdownPlugin(): Plugin {
  return {
    name: 'onramp-schema-editor-markdown',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('codemirror-json-schema') && /\/utils\/markdown(\.js)?$/.test(source))
        return PLAIN_MARKDOWN;
      return null;
    },
  };
}
