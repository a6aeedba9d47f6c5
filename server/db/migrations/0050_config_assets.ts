import { sql, type Kysely } from 'kysely';

/**
 * The images a brand's configuration points at (logo, favicon, poster pictures), uploaded in the
 * Studio: kept by the hash of their bytes, so the same file uploaded twice is one row and its URL
 * never changes, and served from the database, so every instance has every asset.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE config_assets (
    hash text PRIMARY KEY CHECK (hash ~ '^[a-f0-9]{64}$'),
    content_type text NOT NULL,
    bytes bytea NOT NULL,
    uploaded_by text NOT NULL,
    uploaded_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE config_assets`.execute(db);
}
