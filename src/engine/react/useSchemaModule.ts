import { useEffect, useState } from 'react';
import { formsLoaders, stepsLoaders } from 'virtual:onramp/schemas';
import { loadRenderers, type LoadedRenderers } from '../../../renderers/registry';
import { toLoadedSchema, type LoadedSchema } from './schemaModule';

/** A schema with its widgets and fields and their validate functions loaded. */
export type ReadySchema = LoadedSchema & LoadedRenderers;

export type SchemaModuleState =
  | { status: 'loading' }
  | { status: 'ready'; value: ReadySchema }
  | { status: 'error'; message: string };

/** Loads one step or form schema module and the widgets it names, each from its own chunk. */
export function useSchemaModule(kind: 'steps' | 'forms', file: string): SchemaModuleState {
  const key = `${kind}/${file}`;
  const loader = (kind === 'steps' ? stepsLoaders : formsLoaders)[file];
  const [result, setResult] = useState<{ key: string; state: SchemaModuleState } | null>(null);

  useEffect(() => {
    if (!loader) return;
    let cancelled = false;
    loader()
      .then(async (module) => {
        const loaded = toLoadedSchema(module);
        const renderers = await loadRenderers(loaded.renderers);
        if (!cancelled)
          setResult({ key, state: { status: 'ready', value: { ...loaded, ...renderers } } });
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (!cancelled) setResult({ key, state: { status: 'error', message } });
      });
    return () => {
      cancelled = true;
    };
  }, [key, loader]);

  if (!loader) return { status: 'error', message: `schemas/${key} does not exist` };
  return result?.key === key ? result.state : { status: 'loading' };
}
