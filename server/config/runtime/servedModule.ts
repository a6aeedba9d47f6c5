import { stop, transform, version, type TransformOptions } from 'esbuild';
import type { FastifyBaseLogger } from 'fastify';
import { BROWSER_TARGET } from '../../../shared/build/browserTarget';
import type { StepModule } from '../../../shared/schema/stepModule';

const MINIFY_OPTIONS: TransformOptions = {
  minify: true,
  format: 'esm',
  target: BROWSER_TARGET,
  legalComments: 'none',
};

/** What a served module's bytes depend on besides its source: the minifier and its options. */
export const minifierFormat = `${version} ${JSON.stringify(MINIFY_OPTIONS)}`;

export async function minify(source: string): Promise<string> {
  return (await transform(source, MINIFY_OPTIONS)).code;
}

/** A module's source as served, and whether it is the minified one a URL may be cached for. */
export interface ServedModule {
  source: string;
  minified: boolean;
}

const minified = new WeakMap<StepModule, Promise<string>>();

/**
 * A step's or form's module as the browser gets it: minified, as the build minifies the app's own
 * code. Ajv's precompiled validators are long-named and spaced (the signup form's module was 4.1
 * KiB gzipped, 2.8 KiB minified). Built once per module on its first request; esbuild runs in a
 * process of its own, started on that first request. Should it fail, the module is served as
 * built, and not for keeps: the next request tries again with a new esbuild process.
 */
export async function servedModuleSource(
  module: StepModule,
  log: FastifyBaseLogger,
): Promise<ServedModule> {
  let served = minified.get(module);
  if (!served) {
    served = minify(module.source);
    minified.set(module, served);
  }
  try {
    return { source: await served, minified: true };
  } catch (error) {
    if (minified.get(module) === served) {
      minified.delete(module);
      // A dead esbuild process is not started again by itself; stopping it lets the next call.
      await stop();
    }
    log.warn({ err: error }, 'serving a schema module unminified: the minifier failed');
    return { source: module.source, minified: false };
  }
}
