import { sql, type Kysely } from 'kysely';

/**
 * An operator's unpublished edit, kept for previewing: the files of the version it was based on
 * with the edit laid over them, reachable only through its random id (the shareable link).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE config_drafts (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    brand text NOT NULL,
    based_on bigint NOT NULL REFERENCES config_versions (id),
    created_by text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE config_draft_files (
    draft_id uuid NOT NULL REFERENCES config_drafts (id) ON DELETE CASCADE,
    path text NOT NULL,
    hash text NOT NULL REFERENCES config_documents (hash),
    PRIMARY KEY (draft_id, path)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE config_draft_files`.execute(db);
  await sql`DROP TABLE config_drafts`.execute(db);
}
