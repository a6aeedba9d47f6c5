import { sql, type Kysely } from 'kysely';

/**
 * One open checkout per user and one paid payment per user, held by the database: older open
 * checkouts are expired first. A checkout's URL is kept, so a repeated processPayment hands out
 * the same page; a paid event about a second checkout of a user who has paid is `already_paid`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payments ADD COLUMN checkout_url text`.execute(db);
  await sql`
    UPDATE payments SET status = 'expired', updated_at = now()
    WHERE status = 'created' AND id NOT IN (
      SELECT DISTINCT ON (user_id) id FROM payments WHERE status = 'created'
      ORDER BY user_id, created_at DESC)`.execute(db);
  await sql`CREATE UNIQUE INDEX payments_one_open_per_user ON payments (user_id) WHERE status = 'created'`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX payments_one_paid_per_user ON payments (user_id) WHERE status = 'paid'`.execute(
    db,
  );
  await sql`ALTER TABLE payment_events DROP CONSTRAINT payment_events_outcome_check`.execute(db);
  await sql`ALTER TABLE payment_events ADD CONSTRAINT payment_events_outcome_check
    CHECK (outcome IN ('applied', 'no_change', 'unmatched', 'ignored', 'already_paid'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payment_events DROP CONSTRAINT payment_events_outcome_check`.execute(db);
  await sql`ALTER TABLE payment_events ADD CONSTRAINT payment_events_outcome_check
    CHECK (outcome IN ('applied', 'no_change', 'unmatched', 'ignored'))`.execute(db);
  await sql`DROP INDEX payments_one_paid_per_user`.execute(db);
  await sql`DROP INDEX payments_one_open_per_user`.execute(db);
  await sql`ALTER TABLE payments DROP COLUMN checkout_url`.execute(db);
}
