import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { isSealed, readSecretsKey, secretBoxOf } from '../../../server/security/secretBox';
import type { RunningServer } from '../../../server/server';
import { startWebhookReceiver } from '../../fixtures/webhookReceiver';
import { ACCOUNT_TEST_ENV } from '../auth/harness';
import { eventually } from '../payments/support';
import { databaseTargets, type DatabaseTarget } from '../support/databases';
import { startTestServer, tempDir } from '../support/server';
import { OPERATOR_ENV, operatorToken } from '../support/studio';

const newKey = () => randomBytes(32).toString('base64');

/** Each test starts a server four or five times: minutes on a loaded runner's PGlite. */
const SERVER_STARTS_MS = 240_000;

type Answer = { endpoint?: { id: string }; secret: string };

/**
 * One database and a webhook receiver for a test's servers, each started with the keys given;
 * `run` gets them and ends with everything closed and dropped.
 */
async function withSecretsSetup(
  target: DatabaseTarget,
  run: (setup: {
    start(secretsKey?: string, fallbackKey?: string): Promise<RunningServer>;
    /** Adds a webhook endpoint and the provisioning endpoint; the secrets they were shown. */
    addEndpoints(server: RunningServer): Promise<{ webhook: Answer; provisioning: Answer }>;
    /** Sends the webhook a test event from `server`, and checks it is signed with `secret`. */
    testEventVerifiesWith(server: RunningServer, secret: string): Promise<void>;
    studio(
      server: RunningServer,
      method: 'POST' | 'PUT',
      url: string,
      payload?: object,
    ): Promise<Answer>;
  }) => Promise<void>,
): Promise<void> {
  const { databaseUrl, drop } = await target.create();
  const dataDir = tempDir('onramp-sealed-');
  const receiver = await startWebhookReceiver();
  let webhookId = '';
  const studio = async (
    server: RunningServer,
    method: 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => {
    const res = await server.app.inject({
      method,
      url: `/api/studio${url}`,
      headers: { authorization: `Bearer ${await operatorToken(server.app)}` },
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Answer }>().data;
  };
  try {
    await run({
      start: (secretsKey, fallbackKey) =>
        startTestServer({
          ...ACCOUNT_TEST_ENV,
          ...OPERATOR_ENV,
          FETCH_ALLOW_LOOPBACK: 'true',
          ...(secretsKey ? { SECRETS_KEY: secretsKey } : {}),
          ...(fallbackKey ? { SECRETS_KEY_FALLBACK: fallbackKey } : {}),
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir.path }),
        }),
      async addEndpoints(server) {
        const webhook = await studio(server, 'POST', '/webhooks', {
          url: receiver.url('/sealed'),
          events: ['account.created'],
        });
        webhookId = webhook.endpoint!.id;
        const provisioning = await studio(server, 'PUT', '/provisioning', {
          url: receiver.url('/provision'),
        });
        return { webhook, provisioning };
      },
      async testEventVerifiesWith(server, secret) {
        const before = receiver.received('/sealed').length;
        await studio(server, 'POST', `/webhooks/${webhookId}/test`);
        const hook = await eventually(
          async () => receiver.received('/sealed')[before],
          20_000,
          'the test event',
        );
        expect(() =>
          new Webhook(secret).verify(hook.body, hook.headers as Record<string, string>),
        ).not.toThrow();
      },
      studio,
    });
  } finally {
    await receiver.close();
    await drop();
    dataDir.remove();
  }
}

/** Every signing secret kept, current and previous. */
async function keptSecrets(server: RunningServer): Promise<string[]> {
  const db = server.database.db;
  return [
    ...(await db.selectFrom('webhook_endpoints').select(['secret', 'previous_secret']).execute()),
    ...(await db
      .selectFrom('provisioning_endpoints')
      .select(['secret', 'previous_secret'])
      .execute()),
  ].flatMap((row) => [row.secret, row.previous_secret].filter((v) => v !== null));
}

describe.each(databaseTargets())('signing secrets sealed with SECRETS_KEY on $name', (target) => {
  it(
    'keeps them sealed, signs with them, seals those kept before the key, and will not start without it',
    async () => {
      await withSecretsSetup(
        target,
        async ({ start, addEndpoints, testEventVerifiesWith, studio }) => {
          const key = newKey();
          // Before the key: secrets kept as they are.
          const before = await start();
          const { webhook, provisioning } = await addEndpoints(before);
          expect(await keptSecrets(before)).toEqual([webhook.secret, provisioning.secret]);
          await before.close();

          // With the key, the start seals both; nothing kept shows the secret.
          const sealed = await start(key);
          const kept = await keptSecrets(sealed);
          expect(kept).toHaveLength(2);
          for (const value of kept) {
            expect(isSealed(value)).toBe(true);
            expect(value).not.toContain(webhook.secret.slice('whsec_'.length));
            expect(value).not.toContain(provisioning.secret.slice('whsec_'.length));
          }
          // ...and a delivery is still signed with the secret the operator was shown.
          await testEventVerifiesWith(sealed, webhook.secret);
          // A rotated secret is kept sealed too.
          await studio(sealed, 'POST', `/webhooks/${webhook.endpoint!.id}/rotate-secret`);
          const afterRotation = await keptSecrets(sealed);
          expect(afterRotation).toHaveLength(3);
          expect(afterRotation.every(isSealed)).toBe(true);
          await sealed.close();

          // Without the key, or with another, the server will not start: no secret could sign.
          await expect(start()).rejects.toThrow(/set SECRETS_KEY to the key that sealed them/);
          await expect(start(newKey())).rejects.toThrow(/another SECRETS_KEY/);
          await expect(Promise.resolve().then(() => start('c2hvcnQ='))).rejects.toThrow(
            /SECRETS_KEY must be 32 bytes/,
          );
          const again = await start(key);
          await again.close();
        },
      );
    },
    SERVER_STARTS_MS,
  );

  it(
    'moves them to a new key: a start with the old key as fallback reseals them, then the new key alone signs',
    async () => {
      await withSecretsSetup(
        target,
        async ({ start, addEndpoints, testEventVerifiesWith, studio }) => {
          const oldKey = newKey();
          const first = await start(oldKey);
          const { webhook } = await addEndpoints(first);
          const rotated = await studio(
            first,
            'POST',
            `/webhooks/${webhook.endpoint!.id}/rotate-secret`,
          );
          await first.close();

          const nextKey = newKey();
          const changing = await start(nextKey, oldKey);
          const resealed = await keptSecrets(changing);
          expect(resealed).toHaveLength(3);
          const underNextKey = secretBoxOf(readSecretsKey(nextKey));
          const underOldKey = secretBoxOf(readSecretsKey(oldKey));
          for (const value of resealed) {
            expect(() => underNextKey.open(value)).not.toThrow();
            expect(() => underOldKey.open(value)).toThrow(/another SECRETS_KEY/);
          }
          await changing.close();

          // The fallback can go: the new key alone starts and signs; the old key no longer starts.
          const changed = await start(nextKey);
          await testEventVerifiesWith(changed, rotated.secret);
          await changed.close();
          await expect(start(oldKey)).rejects.toThrow(/another SECRETS_KEY/);
        },
      );
    },
    SERVER_STARTS_MS,
  );
});
