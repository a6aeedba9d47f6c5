import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database';
import {
  sealStoredSecrets,
  SIGNING_SECRET_STORES,
} from '../../../server/security/sealStoredSecrets';
import { secretBoxOf } from '../../../server/security/secretBox';
import {
  insertEndpoint,
  rotateSecret,
  type EndpointRow,
} from '../../../server/webhooks/webhooksRepository';
import { newWebhookSecret } from '../../../server/webhooks/signing';
import { databaseTargets } from '../support/databases';

const silent = { info: () => {} };

describe.each(databaseTargets())('a change of SECRETS_KEY on $name', (target) => {
  it('leaves no secret under the old key when a rotation happens while the start reseals', async () => {
    const { databaseUrl, drop } = await target.create();
    const database = await openDatabase({ databaseUrl });
    try {
      const db = database.db;
      const oldKey = randomBytes(32);
      const newKey = randomBytes(32);
      const underOld = secretBoxOf(oldKey);
      // Sealed with the old key before the change.
      const endpoint: EndpointRow = await insertEndpoint(db, {
        brand: 'beacon',
        url: 'https://example.com/hook',
        description: '',
        events: ['account.created'],
        secret: underOld.seal(newWebhookSecret()),
        createdBy: null,
      });
      // Another node, already on the new key, rotates the secret just after this start read it:
      // the old secret (still under the old key) becomes the previous one.
      const underNew = secretBoxOf(newKey);
      let rotated = false;
      const stores = SIGNING_SECRET_STORES.map((store) => ({
        ...store,
        async list(from: typeof db) {
          const kept = await store.list(from);
          if (!rotated && kept.some((row) => row.key === endpoint.id)) {
            rotated = true;
            await rotateSecret(
              db,
              'beacon',
              endpoint.id,
              underNew.seal(newWebhookSecret()),
              new Date(Date.now() + 86_400_000),
            );
          }
          return kept;
        },
      }));
      await sealStoredSecrets(db, secretBoxOf(newKey, oldKey), silent, stores);
      expect(rotated).toBe(true);

      // Once the start is done, the new key alone opens every secret (the fallback can go).
      const kept = await db
        .selectFrom('webhook_endpoints')
        .select(['secret', 'previous_secret'])
        .where('id', '=', endpoint.id)
        .executeTakeFirstOrThrow();
      expect(kept.previous_secret).not.toBeNull();
      expect(() => underNew.open(kept.secret)).not.toThrow();
      expect(() => underNew.open(kept.previous_secret!)).not.toThrow();
      // ...and a start with it alone succeeds.
      await expect(sealStoredSecrets(db, underNew, silent)).resolves.toBeUndefined();
    } finally {
      await database.close();
      await drop();
    }
  });

  it('names the secrets and SECRETS_KEY_FALLBACK when a secret is under a key it does not have', async () => {
    const { databaseUrl, drop } = await target.create();
    const database = await openDatabase({ databaseUrl });
    try {
      await insertEndpoint(database.db, {
        brand: 'beacon',
        url: 'https://example.com/hook',
        description: '',
        events: ['account.created'],
        secret: secretBoxOf(randomBytes(32)).seal(newWebhookSecret()),
        createdBy: null,
      });
      await expect(
        sealStoredSecrets(database.db, secretBoxOf(randomBytes(32)), silent),
      ).rejects.toThrow(
        /webhook endpoints' signing secrets: .*another SECRETS_KEY.*set SECRETS_KEY_FALLBACK to the key being replaced/,
      );
    } finally {
      await database.close();
      await drop();
    }
  });
});
