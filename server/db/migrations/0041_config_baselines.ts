import { sql, type Kysely } from 'kysely';

/**
 * The repository's configuration as last deployed, per brand: the common base a start merges the
 * repository's new files against, so a deploy's changes reach a brand without undoing operators'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE config_baselines (
    brand text NOT NULL,
    path text NOT NULL,
    hash text NOT NULL REFERENCES config_documents (hash),
    PRIMARY KEY (brand, path)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE config_baselines`.execute(db);
}
