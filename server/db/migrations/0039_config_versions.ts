import { sql, type Kysely } from 'kysely';

/**
 * The configuration as versions: each published version of a brand lists its files (flows, step
 * schemas, the brand manifest, copy), each file's text kept once by its hash; config_live names
 * the version new signups get, and a user keeps the version they started with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE config_documents (
    hash text PRIMARY KEY,
    body text NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE config_versions (
    id bigserial PRIMARY KEY,
    brand text NOT NULL,
    number integer NOT NULL,
    based_on bigint REFERENCES config_versions (id),
    note text NOT NULL DEFAULT '',
    published_by text NOT NULL,
    published_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (brand, number)
  )`.execute(db);
  await sql`CREATE TABLE config_version_files (
    version_id bigint NOT NULL REFERENCES config_versions (id) ON DELETE CASCADE,
    path text NOT NULL,
    hash text NOT NULL REFERENCES config_documents (hash),
    PRIMARY KEY (version_id, path)
  )`.execute(db);
  await sql`CREATE TABLE config_live (
    brand text PRIMARY KEY,
    version_id bigint NOT NULL REFERENCES config_versions (id),
    changed_by text NOT NULL,
    changed_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN config_version_id bigint REFERENCES config_versions (id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN config_version_id`.execute(db);
  await sql`DROP TABLE config_live`.execute(db);
  await sql`DROP TABLE config_version_files`.execute(db);
  await sql`DROP TABLE config_versions`.execute(db);
  await sql`DROP TABLE config_documents`.execute(db);
}
