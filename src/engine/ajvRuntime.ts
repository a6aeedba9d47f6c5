import type { AjvRuntimeModule } from '../../shared/schema/ajvRuntimeModules';

/**
 * The helpers a served step module's validators may ask for, each loaded from this bundle only
 * when a module names it (the served modules import nothing themselves).
 */
const loaders: Record<AjvRuntimeModule, () => Promise<unknown>> = {
  'ajv/dist/runtime/equal': () => import('ajv/dist/runtime/equal'),
  'ajv/dist/runtime/ucs2length': () => import('ajv/dist/runtime/ucs2length'),
  'ajv/dist/runtime/uri': () => import('ajv/dist/runtime/uri'),
  'ajv/dist/runtime/validation_error': () => import('ajv/dist/runtime/validation_error'),
  'shared/schema/stepFormats': () => import('../../shared/schema/stepFormats'),
};

export async function loadAjvRuntime(ids: readonly string[]): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    ids.map(async (id) => {
      const load = loaders[id as AjvRuntimeModule];
      if (!load) throw new Error(`A step module asks for an unknown validator helper: ${id}`);
      return [id, await load()] as const;
    }),
  );
  return Object.fromEntries(entries);
}
