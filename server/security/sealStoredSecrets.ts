import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/schema';
import {
  keptProvisioningSecrets,
  replaceKeptProvisioningSecrets,
} from '../tenants/adopter/provisioningEndpointsRepository';
import {
  keptWebhookSecrets,
  replaceKeptWebhookSecrets,
  type KeptSigningSecrets,
} from '../webhooks/webhooksRepository';
import { isSealed, type SecretBox } from './secretBox';

interface SecretStore {
  what: string;
  list(db: Kysely<DB>): Promise<KeptSigningSecrets[]>;
  replace(
    db: Kysely<DB>,
    was: KeptSigningSecrets,
    now: Omit<KeptSigningSecrets, 'key'>,
  ): Promise<void>;
}

const STORES: SecretStore[] = [
  { what: 'webhook endpoints', list: keptWebhookSecrets, replace: replaceKeptWebhookSecrets },
  {
    what: 'provisioning endpoints',
    list: keptProvisioningSecrets,
    replace: replaceKeptProvisioningSecrets,
  },
];

/**
 * At start-up, before any secret is used: with SECRETS_KEY, seals with it the signing secrets kept
 * as they were before it was set or sealed with SECRETS_KEY_FALLBACK (the key being replaced), and
 * stops the start if a sealed one opens with neither (another key); without it, stops the start if
 * any secret is sealed, since none could sign. Harmless to run on several instances at once.
 */
export async function sealStoredSecrets(
  db: Kysely<DB>,
  box: SecretBox,
  logger: Pick<Logger, 'info'>,
): Promise<void> {
  for (const store of STORES) {
    let sealedNow = 0;
    for (const kept of await store.list(db)) {
      if (!box.sealing) {
        if ([kept.secret, kept.previous_secret].some((v) => v !== null && isSealed(v))) {
          throw new Error(
            `The ${store.what}' signing secrets are sealed: set SECRETS_KEY to the key that sealed them`,
          );
        }
        continue;
      }
      // Every value is opened (a value under another key throws) before anything is written.
      const secret = box.resealed(kept.secret);
      const previous = kept.previous_secret === null ? null : box.resealed(kept.previous_secret);
      if (secret === null && previous === null) continue;
      await store.replace(db, kept, {
        secret: secret ?? kept.secret,
        previous_secret: previous ?? kept.previous_secret,
      });
      sealedNow++;
    }
    if (sealedNow > 0) logger.info({ count: sealedNow }, `${store.what}' secrets sealed`);
  }
}
