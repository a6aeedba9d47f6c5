import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../../server/server';
import { databaseTargets } from '../support/databases';
import { tempDir, testConfig } from '../support/server';
import { ACCOUNT_TEST_ENV, signedUpUser } from './harness';

const run = promisify(execFile);

/** `npm run mailbox -- …` with the server's own database settings. */
async function mailboxCommand(
  args: string[],
  env: { DATABASE_URL?: string; DATA_DIR?: string },
): Promise<string> {
  const { stdout } = await run('node_modules/.bin/tsx', ['scripts/mailbox.ts', ...args], {
    env: { ...process.env, DATABASE_URL: env.DATABASE_URL ?? '', DATA_DIR: env.DATA_DIR ?? '' },
    timeout: 60_000,
  });
  return stdout;
}

function expectVerificationMail(output: string, email: string): void {
  expect(output).toContain(`To:      ${email}`);
  expect(output).toContain('Subject: Verify your email for Onramp');
  expect(output).toMatch(/Link: {4}https:\/\/portal\.onramp\.test\/verify-email\?token=\S+/);
}

describe.each(databaseTargets())('npm run mailbox on $name', (target) => {
  it('prints the stored mail to an address, while the server runs and after it stopped', async () => {
    const { databaseUrl, drop } = await target.create();
    const dataDir = tempDir('onramp-mailbox-');
    const where = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir.path };
    const server = await startServer(
      testConfig({ ...ACCOUNT_TEST_ENV, DEV_MAILBOX: undefined, ...where }),
      pino({ level: 'silent' }),
    );
    let stopped = false;
    try {
      const first = await signedUpUser(server.app);
      const second = await signedUpUser(server.app);

      const running = await mailboxCommand(['--to', first.fields.email], where);
      expectVerificationMail(running, first.fields.email);
      expect(running).not.toContain(second.fields.email);

      await server.close();
      stopped = true;
      const after = await mailboxCommand(['--last', '1'], where);
      expectVerificationMail(after, second.fields.email);
      expect(after).not.toContain(first.fields.email);
    } finally {
      if (!stopped) await server.close();
      await drop();
      dataDir.remove();
    }
  }, 120_000);
});

describe('npm run mailbox with nothing to read', () => {
  it('names the data directory it looked in and fails', async () => {
    const dataDir = tempDir('onramp-mailbox-empty-');
    try {
      const failed = await mailboxCommand([], { DATA_DIR: dataDir.path }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toContain(`No embedded database in ${dataDir.path}`);
    } finally {
      dataDir.remove();
    }
  });
});
