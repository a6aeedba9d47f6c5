import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { loadRenderers, type LoadedRenderers } from '../../../renderers/registry';
import { initialConfigAtom } from '../../state/config';
import { loadRareBuiltIns } from '../rjsfBuiltIns/lazyBuiltIn';
import { needsRareBuiltIns } from '../rjsfBuiltIns/needsRareBuiltIns';
import { toLoadedSchema, type LoadedSchema, type SchemaModule } from './schemaModule';

/** A schema with its widgets and fields and their validate functions loaded. */
export type ReadySchema = LoadedSchema & LoadedRenderers;

export type SchemaModuleState =
  | { status: 'loading' }
  | { status: 'ready'; value: ReadySchema }
  | { status: 'error'; message: string };

/**
 * Loads one step or form schema module of the page's configuration version (a same-origin
 * module the server compiled when the version was published), the widgets it names, and RJSF's
 * rare built-ins when it needs them.
 */
export function useSchemaModule(kind: 'steps' | 'forms', file: string): SchemaModuleState {
  const configState = useAtomValue(initialConfigAtom);
  const url =
    configState.status === 'ready'
      ? configState.config.configuration.modules[kind][file]
      : undefined;
  const [result, setResult] = useState<{ url: string; state: SchemaModuleState } | null>(null);

  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    (import(/* @vite-ignore */ url) as Promise<SchemaModule>)
      .then(async (module) => {
        const loaded = await toLoadedSchema(module);
        const [renderers] = await Promise.all([
          loadRenderers(loaded.renderers),
          needsRareBuiltIns(loaded.schema, loaded.renderers, loaded.uiSchema) && loadRareBuiltIns(),
        ]);
        if (!cancelled)
          setResult({ url, state: { status: 'ready', value: { ...loaded, ...renderers } } });
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (!cancelled) setResult({ url, state: { status: 'error', message } });
      });
    return () => {
      cancelled = true;
    };
  }, [url]);

  if (configState.status !== 'ready') return { status: 'loading' };
  if (!url) return { status: 'error', message: `schemas/${kind}/${file} does not exist` };
  return result?.url === url ? result.state : { status: 'loading' };
}
