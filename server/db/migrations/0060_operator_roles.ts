import { sql, type Kysely } from 'kysely';

/**
 * Each operator's role in the Studio (shared/contract/operatorRoles.ts). The operators there
 * before roles could do everything, so they become admins; a new operator is always given one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE operators ADD COLUMN role text NOT NULL DEFAULT 'admin'
    CHECK (role IN ('admin', 'publisher', 'editor', 'brandOwner', 'viewer'))`.execute(db);
  await sql`ALTER TABLE operators ALTER COLUMN role DROP DEFAULT`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE operators DROP COLUMN role`.execute(db);
}
