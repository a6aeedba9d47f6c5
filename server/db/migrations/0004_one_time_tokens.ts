import { sql, type Kysely } from 'kysely';

/**
 * Single-use tokens mailed or handed to the user, stored only as SHA-256. user_id is kept
 * (set null) when the user is deleted, so a late click can say the account is gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('email_verification', 'password_reset', 'login_redirect')`),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('one_time_tokens_user_purpose_idx')
    .on('one_time_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('one_time_tokens').execute();
}
