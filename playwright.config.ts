import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Two servers on the built app: the default brand and the Beacon brand, each on its own
 * embedded database. E2E_PORT and E2E_STATIC_DIR let parallel runs keep out of each other's way.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
const dataRoot = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'onramp-e2e-'));
process.env.E2E_DATA_DIR = dataRoot;

export const brandServers = [
  { brand: 'default', port },
  { brand: 'beacon', port: port + 1 },
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // What follows a server round trip (an argon2id check, a lazy chunk) can take over the default
  // 5 s on a loaded CI runner; an assertion that holds still passes at once.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    trace: 'off',
  },
  webServer: brandServers.map(({ brand, port: serverPort }) => ({
    command: 'sh scripts/serve.sh',
    url: `http://localhost:${serverPort}/api/getInitialConfig`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(serverPort),
      BRAND: brand,
      DATA_DIR: join(dataRoot, brand),
      STATIC_DIR: staticDir,
      PUBLIC_URL: `http://localhost:${serverPort}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ALTCHA_COST: '1',
      // The tests read the mail the server sends (verification, reset) in the development mailbox.
      DEV_MAILBOX: 'true',
      // The website scan must reach the local fixture site the browser tests serve.
      FETCH_ALLOW_LOOPBACK: 'true',
    },
  })),
});
