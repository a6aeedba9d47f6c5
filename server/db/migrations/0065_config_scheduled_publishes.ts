import { sql, type Kysely } from 'kysely';

/**
 * A checked edit to publish at a chosen time: its files (the version it was based on with the edit
 * laid over them) wait here until a job publishes them under the same lock and stale-base rule as
 * a publish now, or records why it could not; an operator may cancel it before then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE config_scheduled_publishes (
    id bigserial PRIMARY KEY,
    brand text NOT NULL,
    based_on bigint NOT NULL REFERENCES config_versions (id),
    note text NOT NULL DEFAULT '',
    publish_at timestamptz NOT NULL,
    created_by text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    state text NOT NULL DEFAULT 'scheduled'
      CHECK (state IN ('scheduled', 'published', 'failed', 'cancelled')),
    version_id bigint REFERENCES config_versions (id),
    failure jsonb,
    settled_by text,
    settled_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX config_scheduled_publishes_by_time
    ON config_scheduled_publishes (brand, publish_at)`.execute(db);
  await sql`CREATE TABLE config_scheduled_publish_files (
    scheduled_id bigint NOT NULL REFERENCES config_scheduled_publishes (id) ON DELETE CASCADE,
    path text NOT NULL,
    hash text NOT NULL REFERENCES config_documents (hash),
    PRIMARY KEY (scheduled_id, path)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE config_scheduled_publish_files`.execute(db);
  await sql`DROP TABLE config_scheduled_publishes`.execute(db);
}
