import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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

/** How long a server of a spec's own may take to answer first. */
const START_SECONDS = 180;

async function untilServing(
  url: string,
  exited: () => number | null,
  started: () => boolean,
): Promise<void> {
  // Starting from source takes well over a minute on a busy machine (2 cores under a load of 15).
  const deadline = Date.now() + START_SECONDS * 1000;
  while (Date.now() < deadline) {
    // A server that died (its port taken between freePort and listen) must not be mistaken for
    // whatever else answers on that port: the answer counts once this server has made its data.
    const code = exited();
    if (code !== null) throw new ServerExited(code);
    if (
      started() &&
      (await fetch(url).then(
        (r) => r.ok,
        () => false,
      ))
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${START_SECONDS} s`);
}

class ServerExited extends Error {
  constructor(code: number) {
    super(`the server exited (code ${code}) before it answered`);
  }
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
  const dataDir = join(options.dataRoot, 'data');
  const server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      BRAND: 'default',
      DATA_DIR: dataDir,
      PUBLIC_URL: options.publicUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ALTCHA_COST: '1',
      DEV_MAILBOX: 'true',
      ...options.env,
    },
    stdio: 'inherit',
  });
  await untilServing(
    `http://localhost:${options.port}/api/getInitialConfig`,
    () => server.exitCode ?? (server.signalCode ? -1 : null),
    () => existsSync(dataDir),
  );
  return {
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null || server.signalCode) return resolve();
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
    test.setTimeout((START_SECONDS + 30) * 1000);
    const prepared = options.prepare?.(root) ?? {};
    for (let attempt = 1; !server; attempt++) {
      const port = await freePort();
      baseUrl = `http://localhost:${port}`;
      server = await startOwnServer({
        port,
        dataRoot: root,
        publicUrl: baseUrl,
        env: { ...options.env, ...prepared },
      }).catch((error: unknown) => {
        // Another process may take the free port before the server listens: try another one.
        if (error instanceof ServerExited && attempt < 3) return undefined;
        throw error;
      });
    }
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
