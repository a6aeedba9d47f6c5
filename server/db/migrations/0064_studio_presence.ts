import { sql, type Kysely } from 'kysely';

/**
 * Which operators have the Studio open, and on which live version their draft is based: each open
 * tab sends a heartbeat, and the others are told who else is there. One row per operator.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE studio_presence (
    operator_id uuid PRIMARY KEY REFERENCES operators (id) ON DELETE CASCADE,
    base_version_id bigint REFERENCES config_versions (id),
    last_seen timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  // The "seen lately" read and the daily purge of old rows.
  await sql`CREATE INDEX studio_presence_last_seen ON studio_presence (last_seen)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE studio_presence`.execute(db);
}
