import { sql, type Kysely } from 'kysely';

/**
 * What an experiment counts as a conversion: null is paying (every experiment before this), a
 * step's name is reaching that step, which a small brand's arms reach often enough for a verdict
 * long before enough of them pay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE experiments ADD COLUMN goal_step text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE experiments DROP COLUMN goal_step`.execute(db);
}
