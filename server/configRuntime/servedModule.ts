import { transform, version as minifierVersion } from 'esbuild';
import type { FastifyBaseLogger } from 'fastify';
import { BROWSER_TARGET } from '../../shared/build/browserTarget';
import type { StepModule } from './stepModule';

export { minifierVersion };

/**
 * A step's or form's module as the browser gets it: minified, as the build minifies the app's own
 * code. Ajv's precompiled validators are long-named and spaced (the signup form's module was 4.1
 * KiB gzipped, 2.8 KiB minified). Built once per module on its first request; esbuild runs in a
 * process of its own, started on that first request. Should it fail, the module is served as built.
 */
export function servedModuleSource(module: StepModule, log: FastifyBaseLogger): Promise<string> {
  let served = minified.get(module);
  if (!served) {
    served = minify(module.source).catch((error: unknown) => {
      log.warn({ err: error }, 'serving a schema module unminified: the minifier failed');
      return module.source;
    });
    minified.set(module, served);
  }
  return served;
}

const minified = new WeakMap<StepModule, Promise<string>>();

export async function minify(source: string): Promise<string> {
  const { code } = await transform(source, {
    minify: true,
    format: 'esm',
    target: BROWSER_TARGET,
    legalComments: 'none',
  });
  return code;
}
