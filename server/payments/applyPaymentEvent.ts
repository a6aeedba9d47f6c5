import type { Kysely, Transaction } from 'kysely';
import type { DB, PaymentEventsTable, PaymentProviderName } from '../db/schema';
import { isUuid } from '../tenants/withTenant';
import type { UsersRepository } from '../users/usersRepository';
import { STATUS_RANK, type PaymentSignal } from './paymentEvents';
import type { PaymentRow, PaymentsRepository } from './paymentsRepository';

export type PaymentEventOutcome = PaymentEventsTable['outcome'] | 'duplicate';

export interface PaymentEventRepositories {
  payments: PaymentsRepository;
  users: Pick<UsersRepository, 'lock'>;
}

/** What happens, in the event's own transaction, when a payment becomes paid. */
export type OnPaymentConfirmed = (trx: Transaction<DB>, payment: PaymentRow) => Promise<void>;

/**
 * The payment, read under its owner's row lock: every event about one user's payments, and their
 * processPayment, take turns (the user first, as processPayment locks, so they never deadlock).
 */
async function lockPayment(
  repositories: PaymentEventRepositories,
  trx: Transaction<DB>,
  provider: PaymentProviderName,
  signal: PaymentSignal,
): Promise<PaymentRow | undefined> {
  const by = signal.sessionId
    ? { sessionId: signal.sessionId }
    : signal.paymentId && isUuid(signal.paymentId)
      ? { paymentId: signal.paymentId }
      : undefined;
  const found = by && (await repositories.payments.findForEvent(provider, by, trx));
  if (!found) return undefined;
  await repositories.users.lock(found.user_id, trx);
  return repositories.payments.lock(found.id, trx);
}

/**
 * Applies one verified provider event. Its id is inserted first, in the same transaction as the
 * effect: a repeated or concurrent delivery of the same event finds the id taken and changes
 * nothing; an event reporting an earlier status than the payment has (out of order) is recorded
 * and changes nothing either. A user's payments become paid once: a paid event about another
 * checkout of an owner who has paid is recorded as already_paid (to refund) and changes nothing,
 * and a confirmed payment closes the owner's other open checkouts.
 */
export async function applyPaymentEvent(
  db: Kysely<DB>,
  repositories: PaymentEventRepositories,
  provider: PaymentProviderName,
  signal: PaymentSignal,
  onConfirmed: OnPaymentConfirmed,
): Promise<PaymentEventOutcome> {
  const { payments } = repositories;
  return db.transaction().execute(async (trx) => {
    if (!(await payments.recordEvent(provider, signal, trx))) return 'duplicate';
    if (!signal.status) return 'ignored';

    const payment = await lockPayment(repositories, trx, provider, signal);
    const paid = signal.status === 'paid';
    let outcome: PaymentEventsTable['outcome'];
    if (!payment) {
      outcome = 'unmatched';
    } else if (STATUS_RANK[signal.status] <= STATUS_RANK[payment.status]) {
      outcome = 'no_change';
    } else if (paid && (await payments.otherPaid(payment, trx))) {
      // The owner has paid through another checkout: this one must not count twice.
      outcome = 'already_paid';
    } else {
      const updated = await payments.setStatus(payment.id, signal.status, trx);
      if (paid) {
        await payments.expireOpenOf(payment.user_id, trx);
        await onConfirmed(trx, updated);
      }
      outcome = 'applied';
    }
    await payments.setEventOutcome(provider, signal.eventId, outcome, payment?.id ?? null, trx);
    return outcome;
  });
}
