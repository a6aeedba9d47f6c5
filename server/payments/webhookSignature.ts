import { createHmac } from 'node:crypto';
import type Stripe from 'stripe';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** Seconds an event's signature timestamp may be off from now: Stripe's default tolerance. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The Stripe-Signature header for `payload`, as Stripe computes it (used by the sandbox). */
export function signWebhookPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Checks the raw body against its Stripe-Signature header with the Stripe SDK; throws when it does not match. */
export function verifyWebhookEvent(
  sdk: typeof Stripe,
  rawBody: Buffer,
  header: string,
  secret: string,
): Stripe.Event {
  return sdk.webhooks.constructEvent(rawBody, header, secret, SIGNATURE_TOLERANCE_SECONDS);
}
