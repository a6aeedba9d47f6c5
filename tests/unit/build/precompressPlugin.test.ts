// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressPlugin } from '../../../scripts/vite/precompressPlugin';

type WriteBundle = (options: { dir?: string }, bundle: Record<string, unknown>) => Promise<void>;

describe('precompressPlugin', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('writes .br and .gz copies of text assets over 1 KiB and nothing for the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'onramp-precompress-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'assets')); // Vite has written the bundle by the time the hook runs.
    const code = `export const words = "${'signup '.repeat(300)}";`;
    const writeBundle = precompressPlugin().writeBundle as unknown as WriteBundle;
    await writeBundle(
      { dir },
      {
        'assets/main.js': { type: 'chunk', code },
        'assets/tiny.js': { type: 'chunk', code: 'export {}' },
        'assets/logo.png': { type: 'asset', source: new Uint8Array(4096) },
      },
    );
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/main.js.br'))).toString()).toBe(
      code,
    );
    expect(gunzipSync(readFileSync(join(dir, 'assets/main.js.gz'))).toString()).toBe(code);
    expect(existsSync(join(dir, 'assets/tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/logo.png.br'))).toBe(false);
  });
});
