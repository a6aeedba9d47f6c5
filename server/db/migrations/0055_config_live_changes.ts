import { sql, type Kysely } from 'kysely';

/**
 * Every switch of a brand's live version, publish or rollback, with the version it replaced: the
 * funnels mark them on their timeline and compare each step before and after. The versions
 * published before this table are filled in from their own rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE config_live_changes (
    id bigserial PRIMARY KEY,
    brand text NOT NULL,
    version_id bigint NOT NULL REFERENCES config_versions (id),
    previous_version_id bigint REFERENCES config_versions (id),
    kind text NOT NULL CHECK (kind IN ('published', 'rolledBack')),
    changed_by text NOT NULL,
    changed_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX config_live_changes_by_time ON config_live_changes (brand, changed_at)`.execute(
    db,
  );
  await sql`INSERT INTO config_live_changes
      (brand, version_id, previous_version_id, kind, changed_by, changed_at)
    SELECT brand, id, based_on, 'published', published_by, published_at
    FROM config_versions ORDER BY published_at, id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE config_live_changes`.execute(db);
}
