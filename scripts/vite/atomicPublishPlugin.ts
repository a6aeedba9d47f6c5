import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { publishBuild, STAGING_DIR } from './publishBuild.ts';

/**
 * Builds into a staging directory inside `build.outDir` instead of emptying it, then publishes
 * the build there (publishBuild), so rebuilding under a running server never removes a file a
 * page already loaded still asks for.
 */
export function atomicPublishPlugin(): Plugin {
  let targetDir = '';
  return {
    name: 'onramp-atomic-publish',
    apply: 'build',
    config(config) {
      targetDir = resolve(config.root ?? process.cwd(), config.build?.outDir ?? 'dist');
      return { build: { outDir: resolve(targetDir, STAGING_DIR), emptyOutDir: true } };
    },
    // After every other plugin's writeBundle (the precompressed copies are written there).
    writeBundle: {
      order: 'post',
      sequential: true,
      handler: () => publishBuild(targetDir),
    },
  };
}
