import type { PaymentProviderName } from '../db/schema';
import type { PlanType } from '../../shared/contract';

export interface CheckoutRequest {
  paymentId: string;
  email: string;
  productName: string;
  plan: { planId: string; shortName: string; type: PlanType };
  amountCents: number;
  currency: string;
  /** The buyer's language (a BCP 47 tag), for the provider's own page. */
  language: string;
  /** Where the provider sends the browser after paying: the payment-processing loader. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  /** The provider's id of the checkout; webhook events name it. */
  sessionId: string;
  /** Where the browser pays; empty means the provider failed. */
  url: string;
}

/** What expiring a checkout found: it is closed now, or it had already been paid. */
export type CheckoutExpiry = 'expired' | 'completed';

/**
 * A payment provider: it opens a hosted checkout and signs the events it sends to the webhook
 * with `webhookSecret` in Stripe's scheme (header `t=…,v1=HMAC-SHA256(t.payload)`), so one
 * verifier serves every provider.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly webhookSecret: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Closes an open checkout so it can no longer be paid. */
  expireCheckout(sessionId: string): Promise<CheckoutExpiry>;
}
