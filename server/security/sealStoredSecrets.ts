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
 * At start-up, before any secret is used: with SECRETS_KEY, seals the signing secrets kept as
 * they were before it was set, and stops the start if a sealed one does not open with it (another
 * key); without it, stops the start if any secret is sealed, since none could sign. Harmless to
 * run on several instances at once.
 */
export async function sealStoredSecrets(
  db: Kysely<DB>,
  box: SecretBox,
  logger: Pick<Logger, 'info'>,
): Promise<void> {
  for (const store of STORES) {
    let sealedNow = 0;
    for (const kept of await store.list(db)) {
      const values = [kept.secret, kept.previous_secret].filter((v): v is string => v !== null);
      if (!box.sealing) {
        if (values.some(isSealed)) {
          throw new Error(
            `The ${store.what}' signing secrets are sealed: set SECRETS_KEY to the key that sealed them`,
          );
        }
        continue;
      }
      // Opening checks the key (a sealed value under another key throws) before anything is written.
      values.forEach((value) => box.open(value));
      if (values.every(isSealed)) continue;
      const seal = (value: string) => (isSealed(value) ? value : box.seal(value));
      await store.replace(db, kept, {
        secret: seal(kept.secret),
        previous_secret: kept.previous_secret === null ? null : seal(kept.previous_secret),
      });
      sealedNow++;
    }
    if (sealedNow > 0) logger.info({ count: sealedNow }, `${store.what}' secrets sealed`);
  }
}
