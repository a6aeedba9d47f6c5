import { sql, type Kysely } from 'kysely';

/** The language a user chose at signup, for the mails sent to them; null is the brand's default. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN language text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN language`.execute(db);
}
