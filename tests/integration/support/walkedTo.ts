import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';

/**
 * Stores a user as walking the wizard up to `stepName` would leave them, email verified: for tests
 * about a step's own work, not about reaching it (the server refuses steps not reached yet).
 */
export async function walkedTo(db: Kysely<DB>, userId: string, stepName: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ step_name: stepName, is_email_verified: true })
    .where('id', '=', userId)
    .execute();
}
