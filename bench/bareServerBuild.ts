import { build } from 'esbuild';

const BARE_SERVER_BUNDLE = 'build/bench/bareServer.mjs';

/** Bundles the bare baseline as scripts/build-server.ts bundles Onramp, so both run on node alone. */
export async function bundledBareServer(): Promise<string> {
  await build({
    entryPoints: ['bench/bareServer.ts'],
    outfile: BARE_SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return BARE_SERVER_BUNDLE;
}
