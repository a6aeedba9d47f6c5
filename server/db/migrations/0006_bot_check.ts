import { sql, type Kysely } from 'kysely';

/**
 * app_secrets keeps keys the server generates for itself (the ALTCHA HMAC key) so they survive
 * restarts and are shared by every instance on the database; spent_bot_challenges makes each
 * solved challenge single-use until it expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('spent_bot_challenges')
    .addColumn('challenge_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spent_bot_challenges').execute();
  await db.schema.dropTable('app_secrets').execute();
}
