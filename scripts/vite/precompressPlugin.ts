import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/i;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a `.br` and a `.gz` beside every text asset of the build, so the server sends
 * compressed files without compressing on each request (@fastify/static `preCompressed`).
 * It runs once the bundle is written, when every chunk holds its final code.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'onramp-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      const files = Object.entries(bundle).flatMap(([fileName, output]) => {
        if (!COMPRESSIBLE.test(fileName)) return [];
        const bytes = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        return bytes.length < MIN_BYTES ? [] : [{ fileName, bytes }];
      });
      // zlib's async calls run on the thread pool, so the files compress side by side.
      await Promise.all(
        files.map(async ({ fileName, bytes }) => {
          const path = join(outDir, fileName);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
