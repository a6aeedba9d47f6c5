import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';

/** A port no one listens on, for a server a test starts itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function untilServing(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/**
 * An API server of the test's own (outside the Playwright config's), on `port`, with its data in
 * `dataRoot`; set up as the config's servers are. Resolves once it answers.
 */
export async function startOwnServer(options: {
  port: number;
  dataRoot: string;
  publicUrl: string;
  env?: Record<string, string>;
}): Promise<{ stop(): Promise<void> }> {
  const server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      BRAND: 'default',
      DATA_DIR: join(options.dataRoot, 'data'),
      PUBLIC_URL: options.publicUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ALTCHA_COST: '1',
      DEV_MAILBOX: 'true',
      ...options.env,
    },
    stdio: 'inherit',
  });
  await untilServing(`http://localhost:${options.port}/api/getInitialConfig`);
  return {
    stop: () =>
      new Promise((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}

/**
 * A server of the spec's own for all its tests: started before the first, on a free port, with
 * its data in a fresh directory; stopped, and the directory removed, after the last. `prepare`
 * runs first with that directory and returns more environment (files for the server to serve).
 */
export function ownServerForSpec(options: {
  name: string;
  env?: Record<string, string>;
  prepare?(root: string): Record<string, string>;
}): { readonly baseUrl: string; readonly root: string } {
  const root = mkdtempSync(join(tmpdir(), `onramp-${options.name}-`));
  let server: { stop(): Promise<void> } | undefined;
  let baseUrl = '';
  test.beforeAll(async () => {
    const prepared = options.prepare?.(root) ?? {};
    const port = await freePort();
    baseUrl = `http://localhost:${port}`;
    server = await startOwnServer({
      port,
      dataRoot: root,
      publicUrl: baseUrl,
      env: { ...options.env, ...prepared },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });
  return {
    get baseUrl() {
      return baseUrl;
    },
    root,
  };
}
