import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { TenantsRepository } from '../tenants/tenantsRepository';
import { spendAllOneTimeTokens } from './oneTimeTokens';
import { revokeUserSessions } from './sessions';

/**
 * Signs a user out of everything a password let them into: portal sessions, tenant-app sessions,
 * and the sign-in links still outstanding (login redirects, tenant entry links), so none of them
 * outlives a password reset.
 */
export async function signOutEverywhere(
  tenants: Pick<TenantsRepository, 'revokeSignInsOf'>,
  trx: Transaction<DB>,
  userId: string,
): Promise<void> {
  await revokeUserSessions(trx, userId);
  await spendAllOneTimeTokens(trx, userId, 'login_redirect');
  await tenants.revokeSignInsOf(userId, trx);
}
