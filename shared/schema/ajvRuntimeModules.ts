/**
 * The runtime helpers Ajv's standalone validators may require, each with its source file (as the
 * build's manifest names it). The server's step modules name them; the browser supplies each from
 * its own bundle (src/engine/ajvRuntime.ts).
 */
const AJV_RUNTIME_SOURCES = {
  'ajv/dist/runtime/equal': 'node_modules/ajv/dist/runtime/equal.js',
  'ajv/dist/runtime/ucs2length': 'node_modules/ajv/dist/runtime/ucs2length.js',
  'ajv/dist/runtime/uri': 'node_modules/ajv/dist/runtime/uri.js',
  'ajv/dist/runtime/validation_error': 'node_modules/ajv/dist/runtime/validation_error.js',
  'shared/schema/stepFormats': 'shared/schema/stepFormats.ts',
} as const;

export type AjvRuntimeModule = keyof typeof AJV_RUNTIME_SOURCES;

/** The id under which validators ask for the step formats (shared/schema/stepFormats.ts). */
export const STEP_FORMATS_MODULE: AjvRuntimeModule = 'shared/schema/stepFormats';

export function isAjvRuntimeModule(id: string): id is AjvRuntimeModule {
  return Object.hasOwn(AJV_RUNTIME_SOURCES, id);
}

export function ajvRuntimeSource(id: AjvRuntimeModule): string {
  return AJV_RUNTIME_SOURCES[id];
}
