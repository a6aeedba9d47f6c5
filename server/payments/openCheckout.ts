import type { Kysely } from 'kysely';
import { eventSubjectOf, recordEvent } from '../analytics/onboardingEvents';
import type { DB } from '../db/schema';
import type { UsersRepository } from '../users/usersRepository';
import type { PaymentsRepository } from './paymentsRepository';
import type { OfferedPlan } from './plans';
import type { CheckoutRequest, PaymentProvider } from './provider';

export type CheckoutOpening =
  | { kind: 'checkout'; url: string }
  /** The user has paid already. */
  | { kind: 'paid' }
  /** The open checkout was paid at the provider; its event is on the way. */
  | { kind: 'completing' };

/** The provider failed; nothing was stored. */
export class CheckoutProviderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CheckoutProviderError';
  }
}

export interface CheckoutOrder extends Omit<CheckoutRequest, 'paymentId' | 'plan'> {
  userId: string;
  plan: OfferedPlan;
  /** The brand the funnels count the opened checkout under. */
  brand: string;
}

async function fromProvider<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new CheckoutProviderError(`the payment provider failed to ${what}`, { cause: error });
  }
}

/**
 * One open checkout per user: the open one is handed out again for the same plan; for another
 * plan it is expired at the provider first, so it can never be paid too. The user's row lock
 * makes two processPayment calls of one user take turns, and a provider failure stores nothing.
 */
export function openCheckout(
  db: Kysely<DB>,
  {
    users,
    payments: paymentsRepository,
  }: {
    users: Pick<UsersRepository, 'lockEventSubject'>;
    payments: PaymentsRepository;
  },
  provider: PaymentProvider,
  order: CheckoutOrder,
): Promise<CheckoutOpening> {
  const { userId, plan, brand, ...request } = order;
  return db.transaction().execute(async (trx) => {
    const owner = await users.lockEventSubject(userId, trx);
    const payments = await paymentsRepository.openOrPaidOf(userId, trx);
    if (payments.some((p) => p.status === 'paid')) return { kind: 'paid' };
    const open = payments.find((p) => p.status === 'created');
    const sameCheckout =
      open?.plan_id === plan.planId &&
      open.plan_type === plan.type &&
      open.provider === provider.name &&
      open.checkout_url;
    if (sameCheckout) return { kind: 'checkout', url: open.checkout_url! };
    if (open) {
      if (open.provider === provider.name && open.provider_session_id) {
        const sessionId = open.provider_session_id;
        const expiry = await fromProvider('expire the open checkout', () =>
          provider.expireCheckout(sessionId),
        );
        if (expiry === 'completed') return { kind: 'completing' };
      }
      await paymentsRepository.expire(open.id, trx);
    }
    const paymentId = await paymentsRepository.insert(
      {
        user_id: userId,
        plan_id: plan.planId,
        plan_type: plan.type,
        amount_cents: request.amountCents,
        currency: request.currency,
        provider: provider.name,
      },
      trx,
    );
    const checkout = await fromProvider('open a checkout', () =>
      provider.createCheckout({
        ...request,
        paymentId,
        plan: { planId: plan.planId, shortName: plan.shortName, type: plan.type },
      }),
    );
    if (!checkout.url)
      throw new CheckoutProviderError('the payment provider gave no checkout page');
    await paymentsRepository.setCheckout(
      paymentId,
      { sessionId: checkout.sessionId, url: checkout.url },
      trx,
    );
    await recordEvent(trx, eventSubjectOf(owner, brand), { kind: 'payment_opened' });
    return { kind: 'checkout', url: checkout.url };
  });
}
