import { afterAll, describe, expect, it } from 'vitest';
import { signupFields } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { startServerProcess } from '../support/serverProcess';
import { tempDir } from '../support/server';
import { freePort, startSmtpSink } from '../support/smtpSink';
import { waitFor } from '../support/waitFor';

async function post(
  url: string,
  body: object,
): Promise<{ status: number; body: { err: boolean; status_code: string } }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { err: boolean; status_code: string } };
}

describe.each(databaseTargets())(
  'mail while the mail server is down, and the server killed, on $name',
  (target) => {
    const dataDir = tempDir('onramp-kill-');
    afterAll(() => dataDir.remove());

    it('tells the user nothing is wrong, and delivers every mail exactly once after a restart', async () => {
      const { databaseUrl, drop } = await target.create();
      const smtpPort = await freePort();
      const env = {
        BRAND: 'beacon',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_RETRY_DELAY_SECONDS: '1',
        PUBLIC_URL: 'https://portal.onramp.test',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir.path }),
      };
      let server = await startServerProcess(env);
      try {
        const email = `outage.${Date.now()}@example.com`;
        const signup = await post(`${server.url}/api/user/signup`, {
          ...signupFields({ email, selectedPlanId: null }),
          gRecaptchaToken: '',
        });
        expect(signup).toMatchObject({ status: 200, body: { err: false } });
        const forgot = await post(`${server.url}/api/user/forgotPassword`, { email, tenantId: '' });
        expect(forgot.body.err).toBe(false);

        // Deliveries fail and wait to be retried; then the process dies without any chance to clean up.
        await new Promise((r) => setTimeout(r, 2500));
        server.process.kill('SIGKILL');
        await server.exited;

        const sink = await startSmtpSink(smtpPort);
        try {
          server = await startServerProcess(env);
          await waitFor(async () => (sink.received.length >= 2 ? true : undefined), 150_000);
          await new Promise((r) => setTimeout(r, 3000));
          const subjects = sink.received.map((m) => /^Subject: (.*)$/m.exec(m.data)?.[1]).sort();
          expect(sink.received).toHaveLength(2);
          expect(new Set(subjects).size).toBe(2);
          expect(sink.received.every((m) => m.to.some((rcpt) => rcpt.includes(email)))).toBe(true);
          expect(
            sink.received.some((m) =>
              m.data.includes('https://portal.onramp.test/reset-password/'),
            ),
          ).toBe(true);
        } finally {
          await sink.close();
        }
      } finally {
        server.process.kill('SIGTERM');
        await server.exited;
        await drop();
      }
    }, 300_000);
  },
);
