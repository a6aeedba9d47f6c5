import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { getOrCreateSecret } from '../security/appSecrets';
import { randomToken } from '../security/tokens';
import type { PaymentProvider } from './provider';

export const SANDBOX_CHECKOUT_PATH = '/sandbox-checkout';

/**
 * The embedded default: a checkout page this server serves. Its Pay button signs a
 * checkout.session.completed event with the sandbox's own webhook secret (kept in the database)
 * and posts it to the same webhook route Stripe would call.
 */
export async function createSandboxProvider(
  db: Kysely<DB>,
  publicUrl: string,
): Promise<PaymentProvider> {
  const webhookSecret = `whsec_${await getOrCreateSecret(db, 'sandbox_webhook_secret')}`;
  return {
    name: 'sandbox',
    webhookSecret,
    async createCheckout() {
      const sessionId = `cs_sandbox_${randomToken()}`;
      return { sessionId, url: `${publicUrl}${SANDBOX_CHECKOUT_PATH}/${sessionId}` };
    },
    // The sandbox's checkout is the payment row: expiring the row closes it, and Pay refuses it.
    async expireCheckout() {
      return 'expired';
    },
  };
}
