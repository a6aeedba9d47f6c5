import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../support/session';
import { latestMail } from './helpers';

/**
 * An expired reset link needs a server whose links expire soon: this file starts its own, with
 * PASSWORD_RESET_TTL_MINUTES=1 (the shortest the setting allows), beside the suite's servers.
 */
const port = Number(process.env.E2E_PORT ?? 4310) + 7;
const baseUrl = `http://localhost:${port}`;
let server: ChildProcess | undefined;

async function waitUntilUp(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/getInitialConfig`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the short-expiry server did not start on ${baseUrl}`);
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      BRAND: 'default',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'onramp-e2e-expiry-')),
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ALTCHA_COST: '1',
      DEV_MAILBOX: 'true',
      PASSWORD_RESET_TTL_MINUTES: '1',
    },
    stdio: 'ignore',
    detached: true,
  });
  await waitUntilUp();
});

test.afterAll(() => {
  // The whole group: npx, tsx and the server it started.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test('an expired reset link says so before a password is typed', async ({ page }) => {
  test.setTimeout(150_000);
  const user = await signUpViaApi(baseUrl);
  await fetch(`${baseUrl}/api/user/forgotPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email }),
  });
  const link = (await latestMail(user.email, 'password_reset', baseUrl)).links[0]!;
  await page.waitForTimeout(61_000);
  await page.goto(link);
  await expect(page.getByText('This reset link was already used or has expired.')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();
});
