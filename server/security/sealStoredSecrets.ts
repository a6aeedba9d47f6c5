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
import { isSealed, SecretUnreadableError, type SecretBox } from './secretBox';

export interface SecretStore {
  what: string;
  list(db: Kysely<DB>): Promise<KeptSigningSecrets[]>;
  /** Keeps `now` in place of `was` unless the secrets changed since; answers whether it did. */
  replace(
    db: Kysely<DB>,
    was: KeptSigningSecrets,
    now: Omit<KeptSigningSecrets, 'key'>,
  ): Promise<boolean>;
}

/** Where signing secrets are kept. */
export const SIGNING_SECRET_STORES: readonly SecretStore[] = [
  { what: 'webhook endpoints', list: keptWebhookSecrets, replace: replaceKeptWebhookSecrets },
  {
    what: 'provisioning endpoints',
    list: keptProvisioningSecrets,
    replace: replaceKeptProvisioningSecrets,
  },
];

/** How many times the secrets are read again after a rotation meanwhile kept a reseal from applying. */
const MAX_PASSES = 10;

/**
 * At start-up, before any secret is used: with SECRETS_KEY, seals with it the signing secrets kept
 * as they were before it was set or sealed with SECRETS_KEY_FALLBACK (the key being replaced), and
 * stops the start if a sealed one opens with neither (another key); without it, stops the start if
 * any secret is sealed, since none could sign. Harmless to run on several instances at once: a
 * secret rotated meanwhile (the replacement did not apply) is read again and resealed, so that no
 * secret is left under the fallback once the start is done.
 */
export async function sealStoredSecrets(
  db: Kysely<DB>,
  box: SecretBox,
  logger: Pick<Logger, 'info'>,
  stores: readonly SecretStore[] = SIGNING_SECRET_STORES,
): Promise<void> {
  for (const store of stores) {
    let sealedNow = 0;
    for (let pass = 1; ; pass++) {
      let changedMeanwhile = 0;
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
        const secret = resealed(box, store, kept.secret);
        const previous =
          kept.previous_secret === null ? null : resealed(box, store, kept.previous_secret);
        if (secret === null && previous === null) continue;
        const replaced = await store.replace(db, kept, {
          secret: secret ?? kept.secret,
          previous_secret: previous ?? kept.previous_secret,
        });
        if (replaced) sealedNow++;
        else changedMeanwhile++;
      }
      if (changedMeanwhile === 0) break;
      if (pass === MAX_PASSES) {
        throw new Error(
          `The ${store.what}' signing secrets kept changing while being sealed with SECRETS_KEY: start again`,
        );
      }
    }
    if (sealedNow > 0) logger.info({ count: sealedNow }, `${store.what}' secrets sealed`);
  }
}

/** box.resealed, its refusal saying which secrets and what to set. */
function resealed(box: SecretBox, store: SecretStore, stored: string): string | null {
  try {
    return box.resealed(stored);
  } catch (error) {
    if (!(error instanceof SecretUnreadableError)) throw error;
    throw new SecretUnreadableError(
      `The ${store.what}' signing secrets: ${error.message}. During a change of key, set SECRETS_KEY_FALLBACK to the key being replaced (docs/scaling.md)`,
    );
  }
}
