import { sql, type Kysely } from 'kysely';

/**
 * A checkout the user started (payments) and every provider event already applied
 * (payment_events). An event's id is inserted in the same transaction as its effect, so a
 * repeated delivery finds its id taken and changes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('plan_type', 'text', (c) =>
      c.notNull().check(sql`plan_type in ('monthly', 'yearly')`),
    )
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('sandbox', 'stripe')`))
    .addColumn('provider_session_id', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('created')
        .check(sql`status in ('created', 'expired', 'failed', 'paid')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX payments_user_created_idx ON payments (user_id, created_at DESC)`.execute(
    db,
  );
  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'uuid', (c) => c.references('payments.id').onDelete('set null'))
    .addColumn('outcome', 'text', (c) =>
      c.notNull().check(sql`outcome in ('applied', 'no_change', 'unmatched', 'ignored')`),
    )
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payment_events_pkey', ['provider', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('payments').execute();
}
