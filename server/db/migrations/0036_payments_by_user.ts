import { sql, type Kysely } from 'kysely';

/** Every payment-status poll and the build status look up a user's payments, newest first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX payments_user_id_created_at_idx ON payments (user_id, created_at DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX payments_user_id_created_at_idx`.execute(db);
}
