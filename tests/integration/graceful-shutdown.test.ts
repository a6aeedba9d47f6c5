import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './support/server';

describe('the server process', () => {
  const dataDir = tempDir('onramp-sigterm-');
  afterAll(() => dataDir.remove());

  it('finishes cleanly on SIGTERM and releases its data directory', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir.path, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
      child.stdout.on('data', () => {
        if (output.includes('Onramp is serving')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    expect(existsSync(join(dataDir.path, 'onramp.pid'))).toBe(true);
    const exitCode = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(await exitCode).toBe(0);
    expect(output).toContain('shutting down');
    expect(existsSync(join(dataDir.path, 'onramp.pid'))).toBe(false);
  });
});
