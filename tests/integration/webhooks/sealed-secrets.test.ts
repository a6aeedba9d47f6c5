import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { isSealed, readSecretsKey, secretBoxOf } from '../../../server/security/secretBox';
import { startWebhookReceiver } from '../../fixtures/webhookReceiver';
import { ACCOUNT_TEST_ENV } from '../auth/harness';
import { eventually } from '../payments/support';
import { databaseTargets } from '../support/databases';
import { startTestServer, tempDir } from '../support/server';
import { OPERATOR_ENV, operatorToken } from '../support/studio';

const newKey = () => randomBytes(32).toString('base64');

describe.each(databaseTargets())('signing secrets sealed with SECRETS_KEY on $name', (target) => {
  it('keeps them sealed, signs with them, seals those kept before the key, will not start without it, and moves them to a new key', async () => {
    const { databaseUrl, drop } = await target.create();
    const dataDir = tempDir('onramp-sealed-');
    const receiver = await startWebhookReceiver();
    const start = (secretsKey?: string, fallbackKey?: string) =>
      startTestServer({
        ...ACCOUNT_TEST_ENV,
        ...OPERATOR_ENV,
        FETCH_ALLOW_LOOPBACK: 'true',
        ...(secretsKey ? { SECRETS_KEY: secretsKey } : {}),
        ...(fallbackKey ? { SECRETS_KEY_FALLBACK: fallbackKey } : {}),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir.path }),
      });
    const key = newKey();
    try {
      // Before the key: an endpoint whose secret is kept as it is.
      const before = await start();
      const studio = async (method: 'POST' | 'PUT', url: string, payload: object) => {
        const token = await operatorToken(before.app);
        const res = await before.app.inject({
          method,
          url: `/api/studio${url}`,
          headers: { authorization: `Bearer ${token}` },
          payload,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ data: { endpoint?: { id: string }; secret: string } }>().data;
      };
      const webhook = await studio('POST', '/webhooks', {
        url: receiver.url('/sealed'),
        events: ['account.created'],
      });
      const provisioning = await studio('PUT', '/provisioning', {
        url: receiver.url('/provision'),
      });
      const keptBefore = await before.database.db
        .selectFrom('webhook_endpoints')
        .select('secret')
        .executeTakeFirstOrThrow();
      expect(keptBefore.secret).toBe(webhook.secret);
      await before.close();

      // With the key, the start seals both; nothing kept shows the secret.
      const sealed = await start(key);
      const db = sealed.database.db;
      const kept = [
        ...(await db.selectFrom('webhook_endpoints').select('secret').execute()),
        ...(await db.selectFrom('provisioning_endpoints').select('secret').execute()),
      ].map((row) => row.secret);
      expect(kept).toHaveLength(2);
      for (const value of kept) {
        expect(isSealed(value)).toBe(true);
        expect(value).not.toContain(webhook.secret.slice('whsec_'.length));
        expect(value).not.toContain(provisioning.secret.slice('whsec_'.length));
      }
      // ...and a delivery is still signed with the secret the operator was shown.
      const token = await operatorToken(sealed.app);
      const test = await sealed.app.inject({
        method: 'POST',
        url: `/api/studio/webhooks/${webhook.endpoint!.id}/test`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(test.statusCode, test.body).toBe(200);
      const hook = await eventually(
        async () => receiver.received('/sealed')[0],
        20_000,
        'the test event',
      );
      expect(() =>
        new Webhook(webhook.secret).verify(hook.body, hook.headers as Record<string, string>),
      ).not.toThrow();
      // A rotated secret is kept sealed too.
      const rotated = await sealed.app.inject({
        method: 'POST',
        url: `/api/studio/webhooks/${webhook.endpoint!.id}/rotate-secret`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(rotated.statusCode, rotated.body).toBe(200);
      const afterRotation = await db
        .selectFrom('webhook_endpoints')
        .select(['secret', 'previous_secret'])
        .executeTakeFirstOrThrow();
      expect(isSealed(afterRotation.secret)).toBe(true);
      expect(isSealed(afterRotation.previous_secret!)).toBe(true);
      await sealed.close();

      // Without the key, or with another, the server will not start: no secret could sign.
      await expect(start()).rejects.toThrow(/set SECRETS_KEY to the key that sealed them/);
      await expect(start(newKey())).rejects.toThrow(/another SECRETS_KEY/);
      await expect(Promise.resolve().then(() => start('c2hvcnQ='))).rejects.toThrow(
        /SECRETS_KEY must be 32 bytes/,
      );
      const again = await start(key);
      await again.close();

      // A change of key: started with a new key and the old one as fallback, the server reseals
      // every secret with the new key, and deliveries still verify with the secret shown.
      const nextKey = newKey();
      const changing = await start(nextKey, key);
      const resealed = [
        ...(await changing.database.db
          .selectFrom('webhook_endpoints')
          .select(['secret', 'previous_secret'])
          .execute()),
        ...(await changing.database.db
          .selectFrom('provisioning_endpoints')
          .select(['secret', 'previous_secret'])
          .execute()),
      ].flatMap((row) => [row.secret, row.previous_secret].filter((v) => v !== null));
      expect(resealed).toHaveLength(3);
      const underNextKey = secretBoxOf(readSecretsKey(nextKey));
      const underOldKey = secretBoxOf(readSecretsKey(key));
      for (const value of resealed) {
        expect(() => underNextKey.open(value)).not.toThrow();
        expect(() => underOldKey.open(value)).toThrow(/another SECRETS_KEY/);
      }
      await changing.close();
      // The fallback can go: the new key alone starts, and the old key no longer does.
      const changed = await start(nextKey);
      const changedToken = await operatorToken(changed.app);
      const testAfterChange = await changed.app.inject({
        method: 'POST',
        url: `/api/studio/webhooks/${webhook.endpoint!.id}/test`,
        headers: { authorization: `Bearer ${changedToken}` },
      });
      expect(testAfterChange.statusCode, testAfterChange.body).toBe(200);
      const current = rotated.json<{ data: { secret: string } }>().data.secret;
      const hookAfterChange = await eventually(
        async () => receiver.received('/sealed')[1],
        20_000,
        'the test event after the change of key',
      );
      expect(() =>
        new Webhook(current).verify(
          hookAfterChange.body,
          hookAfterChange.headers as Record<string, string>,
        ),
      ).not.toThrow();
      await changed.close();
      await expect(start(key)).rejects.toThrow(/another SECRETS_KEY/);
    } finally {
      await receiver.close();
      await drop();
      dataDir.remove();
    }
  });
});
