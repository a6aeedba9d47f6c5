import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * A plugin that resolves `importer`'s imports matching `source` to a module of our own instead.
 * `source` is the import as written: relative, a package name, or an absolute path.
 */
function standInPlugin(options: {
  name: string;
  importer: string;
  source: RegExp;
  standIn: URL;
}): Plugin {
  const standIn = fileURLToPath(options.standIn);
  return {
    name: options.name,
    enforce: 'pre',
    resolveId(source, importer) {
      return importer?.includes(options.importer) && options.source.test(source) ? standIn : null;
    },
  };
}

/**
 * RJSF imports markdown-to-jsx (about 28 KiB gzip) for descriptions marked as markdown, which no
 * copy of ours is (check:config refuses `ui:enableMarkdownInDescription`); its imports get the
 * plain-text stand-in instead.
 */
export function rjsfPlainMarkdownPlugin(): Plugin {
  return standInPlugin({
    name: 'onramp-rjsf-plain-markdown',
    importer: '@rjsf/',
    source: /^markdown-to-jsx/,
    standIn: new URL('../rjsf/plainMarkdown.tsx', import.meta.url),
  });
}

/**
 * codemirror-json-schema renders descriptions with shiki, which loads grammars and WebAssembly
 * the Content-Security-Policy refuses, only to colour code in tooltips; the Studio's editor gets
 * the same markdown without it.
 */
export function schemaEditorMarkdownPlugin(): Plugin {
  return standInPlugin({
    name: 'onramp-schema-editor-markdown',
    importer: 'codemirror-json-schema',
    source: /\/utils\/markdown(\.js)?$/,
    standIn: new URL('../codemirrorJsonSchema/plainMarkdown.ts', import.meta.url),
  });
}

/**
 * @rjsf/utils imports fast-uri (about 10 KiB gzip on the signup page) to resolve and compare
 * `$ref`s and `$id`s; its imports get src/standIns/rjsf/schemaUri.ts, the two operations it uses, held to
 * fast-uri's answers by a unit test. Ajv, where the Studio uses it, keeps fast-uri.
 */
export function rjsfSchemaUriPlugin(): Plugin {
  return standInPlugin({
    name: 'onramp-rjsf-schema-uri',
    importer: '@rjsf/utils',
    source: /^fast-uri$/,
    standIn: new URL('../rjsf/schemaUri.ts', import.meta.url),
  });
}

/**
 * @rjsf/utils' deepEquals is fast-equals (about 2.5 KiB gzip on the signup page) configured to
 * RJSF's rules; its importers, in @rjsf/utils itself and in @rjsf/core (which deepImportsPlugin
 * points at the file directly), get src/standIns/rjsf/deepEquals.ts, held to its answers by a unit test.
 */
export function rjsfDeepEqualsPlugin(): Plugin {
  return standInPlugin({
    name: 'onramp-rjsf-deep-equals',
    importer: '@rjsf/',
    source: /(?:^\.{1,2}|[\\/]@rjsf[\\/]utils[\\/]lib)[\\/]deepEquals\.js$/,
    standIn: new URL('../rjsf/deepEquals.ts', import.meta.url),
  });
}

/**
 * @rjsf/core's default registry imports every built-in field, widget and template; the ones the
 * first screens' forms (text inputs only) do without, those of arrays, numbers, booleans, choices,
 * oneOf/anyOf, layout grids, files, dates and colours (about 11 KiB gzip), get stand-ins that load
 * them in a chunk of their own (src/standIns/rjsf), which the engine loads before a form
 * that needs it.
 */
export function rjsfLaterBuiltInsPlugins(): Plugin[] {
  return [
    ...(['fields', 'widgets', 'templates'] as const).map((part) =>
      standInPlugin({
        name: `onramp-rjsf-${part}`,
        importer: '@rjsf/core/lib/getDefaultRegistry',
        source: new RegExp(`^\\./components/${part}/index\\.js$`),
        standIn: new URL(`../rjsf/${part}.ts`, import.meta.url),
      }),
    ),
    // Its allOf merge (@x0k/json-schema-merge, about 4 KiB gzip) joins them.
    standInPlugin({
      name: 'onramp-rjsf-all-of-merge',
      importer: '@rjsf/utils/lib/schema/',
      source: /^\.\/shallowAllOfMerge\.js$/,
      standIn: new URL('../rjsf/allOfMerge.ts', import.meta.url),
    }),
  ];
}

/**
 * RJSF's schema utilities reach omitExtraData, which no form of ours sets (SchemaForm never passes
 * `omitExtraData`), and through it the allOf merge and the option scoring (about 0.8 KiB gzip on
 * the signup page); its importers get src/standIns/rjsf/omitExtraData.ts, which keeps the
 * module's small helpers and fails plainly if a form ever asked for it.
 */
export function rjsfOmitExtraDataPlugin(): Plugin {
  return standInPlugin({
    name: 'onramp-rjsf-omit-extra-data',
    importer: '@rjsf/utils/lib/schema/',
    source: /^\.\/omitExtraData\.js$/,
    standIn: new URL('../rjsf/omitExtraData.ts', import.meta.url),
  });
}
