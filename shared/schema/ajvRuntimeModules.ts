/**
 * The runtime helpers Ajv's standalone validators may require. The server's step modules name
 * them; the browser supplies each from its own bundle (src/engine/ajvRuntime.ts).
 */
export const AJV_RUNTIME_MODULES = [
  'ajv/dist/runtime/equal',
  'ajv/dist/runtime/ucs2length',
  'ajv/dist/runtime/uri',
  'ajv/dist/runtime/validation_error',
  'ajv-formats/dist/formats',
] as const;

export type AjvRuntimeModule = (typeof AJV_RUNTIME_MODULES)[number];

export function isAjvRuntimeModule(id: string): id is AjvRuntimeModule {
  return (AJV_RUNTIME_MODULES as readonly string[]).includes(id);
}
