import type { BuildOptions } from 'esbuild';

export const SERVER_OUT_DIR = 'build/server';

/**
 * The server's own TypeScript bundled into plain JavaScript for `npm run serve`: node runs it
 * without a TypeScript loader in either thread, which starts faster and holds less memory at
 * rest. Packages stay in node_modules (native addons and PGlite's WebAssembly load from there).
 */
export const serverBundleOptions: BuildOptions = {
  entryPoints: {
    main: 'server/main.ts',
    // The embedded database's worker thread loads this file beside main.mjs (server/db/embedded.ts).
    embeddedEngine: 'server/db/embeddedEngine.ts',
    // The geolocation thread's, likewise (server/tracker/geolocation.ts).
    geolocationWorker: 'server/tracker/geolocationWorker.ts',
  },
  outdir: SERVER_OUT_DIR,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  // A module the server imports dynamically (the S3 storage adapter) gets a file of its own, so
  // the packages it imports load when it does, not at start.
  splitting: true,
  target: 'node20',
  packages: 'external',
  // Not loaded by default (they cost memory and start time): NODE_OPTIONS=--enable-source-maps.
  sourcemap: true,
  logLevel: 'warning',
};
