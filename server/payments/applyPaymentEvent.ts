import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, PaymentEventsTable, PaymentProviderName, PaymentsTable } from '../db/schema';
import { isUuid } from '../tenants/withTenant';
import { STATUS_RANK, type PaymentSignal } from './paymentEvents';

export type PaymentEventOutcome = PaymentEventsTable['outcome'] | 'duplicate';
export type PaymentRow = Selectable<PaymentsTable>;

/** What happens, in the event's own transaction, when a payment becomes paid. */
export type OnPaymentConfirmed = (trx: Transaction<DB>, payment: PaymentRow) => Promise<void>;

async function findPaymentId(
  trx: Transaction<DB>,
  provider: PaymentProviderName,
  signal: PaymentSignal,
): Promise<{ id: string; user_id: string } | undefined> {
  let query = trx.selectFrom('payments').select(['id', 'user_id']).where('provider', '=', provider);
  if (signal.sessionId) {
    query = query.where('provider_session_id', '=', signal.sessionId);
  } else if (signal.paymentId && isUuid(signal.paymentId)) {
    query = query.where('id', '=', signal.paymentId);
  } else {
    return undefined;
  }
  return query.executeTakeFirst();
}

/**
 * The payment, read under its owner's row lock: every event about one user's payments, and their
 * processPayment, take turns (the user first, as processPayment locks, so they never deadlock).
 */
async function lockPayment(
  trx: Transaction<DB>,
  provider: PaymentProviderName,
  signal: PaymentSignal,
): Promise<PaymentRow | undefined> {
  const found = await findPaymentId(trx, provider, signal);
  if (!found) return undefined;
  await trx.selectFrom('users').select('id').where('id', '=', found.user_id).forUpdate().execute();
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', found.id)
    .forUpdate()
    .executeTakeFirst();
}

async function otherPaidPayment(trx: Transaction<DB>, payment: PaymentRow): Promise<boolean> {
  const paid = await trx
    .selectFrom('payments')
    .select('id')
    .where('user_id', '=', payment.user_id)
    .where('status', '=', 'paid')
    .where('id', '<>', payment.id)
    .executeTakeFirst();
  return paid !== undefined;
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
  provider: PaymentProviderName,
  signal: PaymentSignal,
  onConfirmed: OnPaymentConfirmed,
): Promise<PaymentEventOutcome> {
  return db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('payment_events')
      .values({
        provider,
        event_id: signal.eventId,
        type: signal.type,
        payment_id: null,
        outcome: 'ignored',
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!recorded) return 'duplicate';
    if (!signal.status) return 'ignored';

    const payment = await lockPayment(trx, provider, signal);
    const paid = signal.status === 'paid';
    let outcome: PaymentEventsTable['outcome'];
    if (!payment) {
      outcome = 'unmatched';
    } else if (STATUS_RANK[signal.status] <= STATUS_RANK[payment.status]) {
      outcome = 'no_change';
    } else if (paid && (await otherPaidPayment(trx, payment))) {
      // The owner has paid through another checkout: this one must not count twice.
      outcome = 'already_paid';
    } else {
      const updated = await trx
        .updateTable('payments')
        .set({
          status: signal.status,
          updated_at: new Date(),
          ...(paid ? { paid_at: sql<Date>`now()` } : {}),
        })
        .where('id', '=', payment.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (paid) {
        await trx
          .updateTable('payments')
          .set({ status: 'expired', updated_at: new Date() })
          .where('user_id', '=', payment.user_id)
          .where('status', '=', 'created')
          .execute();
        await onConfirmed(trx, updated);
      }
      outcome = 'applied';
    }
    await trx
      .updateTable('payment_events')
      .set({ outcome, payment_id: payment?.id ?? null })
      .where('provider', '=', provider)
      .where('event_id', '=', signal.eventId)
      .execute();
    return outcome;
  });
}
