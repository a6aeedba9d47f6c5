import { sql, type InsertObject, type Kysely, type Selectable, type Transaction } from 'kysely';
import type {
  DB,
  PaymentEventsTable,
  PaymentProviderName,
  PaymentsTable,
  PaymentStatus,
} from '../db/schema';

type Executor = Kysely<DB> | Transaction<DB>;
export type PaymentRow = Selectable<PaymentsTable>;

/** Every statement on payments and the provider events applied to them. */
export function createPaymentsRepository(db: Kysely<DB>) {
  return {
    /** Whether the user has a paid payment. */
    async hasPaid(userId: string, executor: Executor = db): Promise<boolean> {
      const paid = await executor
        .selectFrom('payments')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'paid')
        .executeTakeFirst();
      return paid !== undefined;
    },

    /** The user's paid payment, else their latest. */
    latestOf(userId: string) {
      return db
        .selectFrom('payments')
        .select(['plan_id', 'plan_type', 'amount_cents', 'status'])
        .where('user_id', '=', userId)
        .orderBy(({ eb }) => eb.case().when('status', '=', 'paid').then(0).else(1).end())
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
    },

    /** The user's open and paid payments. */
    openOrPaidOf(userId: string, executor: Executor) {
      return executor
        .selectFrom('payments')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', 'in', ['created', 'paid'])
        .execute();
    },

    /** A new open payment, before the provider's checkout exists. */
    async insert(
      values: Omit<InsertObject<DB, 'payments'>, 'provider_session_id' | 'updated_at'>,
      executor: Executor,
    ): Promise<string> {
      const payment = await executor
        .insertInto('payments')
        .values({ ...values, provider_session_id: null, updated_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return payment.id;
    },

    async setCheckout(
      paymentId: string,
      checkout: { sessionId: string; url: string },
      executor: Executor,
    ): Promise<void> {
      await executor
        .updateTable('payments')
        .set({
          provider_session_id: checkout.sessionId,
          checkout_url: checkout.url,
          updated_at: new Date(),
        })
        .where('id', '=', paymentId)
        .execute();
    },

    async expire(paymentId: string, executor: Executor): Promise<void> {
      await executor
        .updateTable('payments')
        .set({ status: 'expired', updated_at: new Date() })
        .where('id', '=', paymentId)
        .execute();
    },

    /** Expires the user's open checkouts (a payment of theirs was confirmed). */
    async expireOpenOf(userId: string, executor: Executor): Promise<void> {
      await executor
        .updateTable('payments')
        .set({ status: 'expired', updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('status', '=', 'created')
        .execute();
    },

    /** The payment a provider's event names, by its checkout session or the payment's own id. */
    findForEvent(
      provider: PaymentProviderName,
      by: { sessionId: string } | { paymentId: string },
      executor: Executor,
    ) {
      const query = executor
        .selectFrom('payments')
        .select(['id', 'user_id'])
        .where('provider', '=', provider);
      return (
        'sessionId' in by
          ? query.where('provider_session_id', '=', by.sessionId)
          : query.where('id', '=', by.paymentId)
      ).executeTakeFirst();
    },

    /** The payment, held until the caller's transaction ends. */
    lock(paymentId: string, executor: Executor): Promise<PaymentRow | undefined> {
      return executor
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', paymentId)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Whether the payment's owner has paid through another of their payments. */
    async otherPaid(payment: PaymentRow, executor: Executor): Promise<boolean> {
      const paid = await executor
        .selectFrom('payments')
        .select('id')
        .where('user_id', '=', payment.user_id)
        .where('status', '=', 'paid')
        .where('id', '<>', payment.id)
        .executeTakeFirst();
      return paid !== undefined;
    },

    setStatus(paymentId: string, status: PaymentStatus, executor: Executor): Promise<PaymentRow> {
      return executor
        .updateTable('payments')
        .set({
          status,
          updated_at: new Date(),
          ...(status === 'paid' ? { paid_at: sql<Date>`now()` } : {}),
        })
        .where('id', '=', paymentId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The sandbox checkout's payment, with its payer's email and language. */
    findSandboxCheckout(sessionId: string) {
      return db
        .selectFrom('payments')
        .innerJoin('users', 'users.id', 'payments.user_id')
        .select([
          'payments.id',
          'payments.plan_id',
          'payments.plan_type',
          'payments.amount_cents',
          'payments.currency',
          'payments.status',
          'users.email',
          'users.language',
        ])
        .where('payments.provider', '=', 'sandbox')
        .where('payments.provider_session_id', '=', sessionId)
        .executeTakeFirst();
    },

    /** Paid owners whose workspace is missing or unfinished. */
    async paidOwnersWithUnfinishedTenant(): Promise<string[]> {
      const owners = await db
        .selectFrom('payments')
        .leftJoin('tenants', 'tenants.owner_user_id', 'payments.user_id')
        .select('payments.user_id')
        .where('payments.status', '=', 'paid')
        .where((eb) =>
          eb.or([eb('tenants.id', 'is', null), eb('tenants.provisioning', '<>', 'ready')]),
        )
        .groupBy('payments.user_id')
        .execute();
      return owners.map((owner) => owner.user_id);
    },

    /**
     * Records a provider event's id (as ignored for now); false when it was recorded already, so
     * a repeated or concurrent delivery changes nothing.
     */
    async recordEvent(
      provider: PaymentProviderName,
      event: { eventId: string; type: string },
      executor: Executor,
    ): Promise<boolean> {
      const recorded = await executor
        .insertInto('payment_events')
        .values({
          provider,
          event_id: event.eventId,
          type: event.type,
          payment_id: null,
          outcome: 'ignored',
        })
        .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
        .returning('event_id')
        .executeTakeFirst();
      return recorded !== undefined;
    },

    async setEventOutcome(
      provider: PaymentProviderName,
      eventId: string,
      outcome: PaymentEventsTable['outcome'],
      paymentId: string | null,
      executor: Executor,
    ): Promise<void> {
      await executor
        .updateTable('payment_events')
        .set({ outcome, payment_id: paymentId })
        .where('provider', '=', provider)
        .where('event_id', '=', eventId)
        .execute();
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
