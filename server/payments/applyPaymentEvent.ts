import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, PaymentEventsTable, PaymentProviderName, PaymentsTable } from '../db/schema';
import { isUuid } from '../tenants/withTenant';
import { STATUS_RANK, type PaymentSignal } from './paymentEvents';

export type PaymentEventOutcome = PaymentEventsTable['outcome'] | 'duplicate';
export type PaymentRow = Selectable<PaymentsTable>;

/** What happens, in the event's own transaction, when a payment becomes paid. */
export type OnPaymentConfirmed = (trx: Transaction<DB>, payment: PaymentRow) => Promise<void>;

async function findPayment(
  trx: Transaction<DB>,
  provider: PaymentProviderName,
  signal: PaymentSignal,
): Promise<PaymentRow | undefined> {
  let query = trx.selectFrom('payments').selectAll().where('provider', '=', provider);
  if (signal.sessionId) {
    query = query.where('provider_session_id', '=', signal.sessionId);
  } else if (signal.paymentId && isUuid(signal.paymentId)) {
    query = query.where('id', '=', signal.paymentId);
  } else {
    return undefined;
  }
  // The row lock makes two different events about one payment take turns.
  return query.forUpdate().executeTakeFirst();
}

/**
 * Applies one verified provider event. Its id is inserted first, in the same transaction as the
 * effect: a repeated or concurrent delivery of the same event finds the id taken and changes
 * nothing; an event reporting an earlier status than the payment has (out of order) is recorded
 * and changes nothing either.
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

    const payment = await findPayment(trx, provider, signal);
    let outcome: PaymentEventsTable['outcome'];
    if (!payment) {
      outcome = 'unmatched';
    } else if (STATUS_RANK[signal.status] <= STATUS_RANK[payment.status]) {
      outcome = 'no_change';
    } else {
      const paid = signal.status === 'paid';
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
      if (paid) await onConfirmed(trx, updated);
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
