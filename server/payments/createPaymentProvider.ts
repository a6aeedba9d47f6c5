import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { DB } from '../db/schema';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandboxProvider';
import { createStripeProvider } from './stripeProvider';

/** Stripe when both of its keys are set, otherwise the built-in sandbox checkout. */
export async function createPaymentProvider(
  config: ServerConfig,
  db: Kysely<DB>,
): Promise<PaymentProvider> {
  const { stripeSecretKey, stripeWebhookSecret } = config.payments;
  if (stripeSecretKey && stripeWebhookSecret) {
    return createStripeProvider(stripeSecretKey, stripeWebhookSecret);
  }
  return createSandboxProvider(db, config.publicUrl);
}
