import { sql, type Kysely } from 'kysely';

/**
 * Lets the purge of expired sessions and tokens (server/auth/purgeExpired.ts) find dead rows by
 * index instead of scanning every live one on each batch. Each expression is the one the purge
 * filters on, written the same way, or the planner cannot use it.
 */
const INDEXES: [name: string, table: string, expression: string][] = [
  ['sessions_died_at_idx', 'sessions', 'least(expires_at, revoked_at)'],
  ['one_time_tokens_died_at_idx', 'one_time_tokens', 'least(expires_at, used_at)'],
  ['tenant_sessions_died_at_idx', 'tenant_sessions', 'least(expires_at, revoked_at)'],
  ['tenant_login_tokens_died_at_idx', 'tenant_login_tokens', 'least(expires_at, used_at)'],
  ['spent_bot_challenges_expires_at_idx', 'spent_bot_challenges', 'expires_at'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, expression] of INDEXES) {
    await sql`CREATE INDEX ${sql.id(name)} ON ${sql.table(table)} ((${sql.raw(expression)}))`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) {
    await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
  }
}
