import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Sets (or clears) the user's logoUrl and answers the one it replaced. */
export async function replaceLogoUrl(
  db: Kysely<DB>,
  userId: string,
  logoUrl: string | null,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select(sql<string | null>`onboarding->>'logoUrl'`.as('previous'))
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({
        onboarding: sql`onboarding || ${JSON.stringify({ logoUrl })}::jsonb`,
        updated_at: new Date(),
      })
      .where('id', '=', userId)
      .execute();
    return row.previous;
  });
}
