import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Ends a user's way into every tenant app: revokes their live tenant sessions and spends the
 * one-time entry links not used yet. Runs as platform work (no tenant set), across tenants.
 */
export async function revokeTenantSignIns(trx: Transaction<DB>, userId: string): Promise<void> {
  await trx
    .updateTable('tenant_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await trx
    .updateTable('tenant_login_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
