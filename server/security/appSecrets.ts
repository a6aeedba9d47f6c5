import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { randomToken } from './tokens';

/**
 * A secret the server makes for itself: generated once, kept in the database so restarts and
 * other instances on the same database use the same value. The first writer wins a race.
 */
export async function getOrCreateSecret(db: Kysely<DB>, name: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomToken() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
