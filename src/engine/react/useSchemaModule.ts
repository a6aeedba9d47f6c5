import type { InitialConfig } from '../../../shared/contract';
import { loadRenderers, type LoadedRenderers } from '../../../renderers/registry';
import { loadOnce, type LoadOnce } from '../../../shared/loading/loadOnce';
import { useLoadOnce } from '../../loading/useLoadOnce';
import { loadLaterBuiltIns } from '../../standIns/rjsf/lazyBuiltIn';
import { toLoadedSchema, type LoadedSchema, type SchemaModule } from './schemaModule';

/** A schema with its widgets and fields and their validate functions loaded. */
export type ReadySchema = LoadedSchema & LoadedRenderers;

export type SchemaModuleState =
  | { status: 'loading' }
  | { status: 'ready'; value: ReadySchema }
  | { status: 'error'; message: string };

async function readySchema(url: string): Promise<ReadySchema> {
  const loaded = await toLoadedSchema((await import(/* @vite-ignore */ url)) as SchemaModule);
  const [renderers] = await Promise.all([
    loadRenderers(loaded.renderers),
    loaded.laterBuiltIns && loadLaterBuiltIns(),
  ]);
  return { ...loaded, ...renderers };
}

/**
 * Each module URL's schema, loaded once for the page (a URL names one immutable module). A form
 * shown again, or one whose module arrived before it first rendered, shows at once.
 */
const schemas = new Map<string, LoadOnce<ReadySchema>>();
function schemaAt(url: string): LoadOnce<ReadySchema> {
  let schema = schemas.get(url);
  if (!schema) schemas.set(url, (schema = loadOnce(() => readySchema(url))));
  return schema;
}

/**
 * Loads one step or form schema module of the configuration version (a same-origin
 * module the server compiled when the version was published), the widgets it names, and RJSF's
 * later built-ins when it needs them. The download starts as the form first renders, not after
 * its first paint.
 */
export function useSchemaModule(
  config: InitialConfig | undefined,
  kind: 'steps' | 'forms',
  file: string,
): SchemaModuleState {
  const url = config?.configuration.modules[kind][file];
  const schema = url ? schemaAt(url) : undefined;
  const loaded = useLoadOnce(schema);
  // Started while rendering (it is done once per URL), so the download does not wait for a paint.
  if (schema && loaded.status !== 'failed') void schema.load().catch(() => undefined);

  if (!config) return { status: 'loading' };
  if (!url || !schema)
    return { status: 'error', message: `schemas/${kind}/${file} does not exist` };
  // A download that failed (offline for a moment) is the nearest LoadErrorBoundary's, as a screen's
  // is: it says so and tries again; only a form the configuration lacks is this form's error.
  if (loaded.status === 'failed') throw loaded.error;
  return loaded;
}
