import type Stripe from 'stripe';
import type { PaymentStatus } from '../db/schema';

/** What a provider event means for a payment: which checkout it names and the status it reports. */
export interface PaymentSignal {
  eventId: string;
  type: string;
  /** The provider's checkout session id. */
  sessionId: string | undefined;
  /** Our payment id, as sent to the provider in client_reference_id. */
  paymentId: string | undefined;
  /** undefined: the event changes no payment. */
  status: PaymentStatus | undefined;
}

interface CheckoutSessionFields {
  id?: unknown;
  object?: unknown;
  client_reference_id?: unknown;
  payment_status?: unknown;
  metadata?: { paymentId?: unknown } | null;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function statusOf(type: string, session: CheckoutSessionFields): PaymentStatus | undefined {
  switch (type) {
    case 'checkout.session.completed':
      // Delayed methods (bank debits) complete unpaid and report later.
      return session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
        ? 'paid'
        : undefined;
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return undefined;
  }
}

/** Reads a verified Stripe-shaped event; events about anything but checkout sessions change nothing. */
export function signalOf(event: Stripe.Event): PaymentSignal {
  const object = (event.data?.object ?? {}) as CheckoutSessionFields;
  const isSession = object.object === 'checkout.session';
  return {
    eventId: event.id,
    type: event.type,
    sessionId: isSession ? text(object.id) : undefined,
    paymentId: isSession
      ? (text(object.client_reference_id) ?? text(object.metadata?.paymentId))
      : undefined,
    status: isSession ? statusOf(event.type, object) : undefined,
  };
}

/** Statuses only move forward: a later rank replaces an earlier one, never the reverse. */
export const STATUS_RANK: Record<PaymentStatus, number> = {
  created: 0,
  expired: 1,
  failed: 1,
  paid: 2,
};
