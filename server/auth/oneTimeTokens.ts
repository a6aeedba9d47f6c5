import { sql, type InsertObject, type Kysely, type Transaction } from 'kysely';
import type { DB, OneTimeTokenPurpose } from '../db/schema';
import { hashToken, isTokenShaped, randomToken } from '../security/tokens';

type Executor = Kysely<DB> | Transaction<DB>;

/** What a presented token turns out to be; only 'valid' may be spent. */
export type TokenState =
  | { state: 'unknown' }
  | { state: 'expired' | 'used'; userId: string | null }
  | { state: 'valid'; tokenId: string; userId: string | null };

/** A new one-time token and its row, for an insert of the caller's making. */
export function newOneTimeToken(
  purpose: OneTimeTokenPurpose,
  userId: string,
  ttlSeconds: number,
): { row: InsertObject<DB, 'one_time_tokens'>; token: string } {
  const token = randomToken();
  return {
    row: {
      purpose,
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
      used_at: null,
    },
    token,
  };
}

export async function issueOneTimeToken(
  db: Executor,
  purpose: OneTimeTokenPurpose,
  userId: string,
  ttlSeconds: number,
): Promise<string> {
  const { row, token } = newOneTimeToken(purpose, userId, ttlSeconds);
  await db.insertInto('one_time_tokens').values(row).execute();
  return token;
}

/** Reads a token's state without spending it; anything not shaped like one we issue is unknown. */
export async function inspectOneTimeToken(
  db: Executor,
  purpose: OneTimeTokenPurpose,
  token: string,
): Promise<TokenState> {
  if (!isTokenShaped(token)) return { state: 'unknown' };
  const row = await db
    .selectFrom('one_time_tokens')
    .select(['id', 'user_id', 'used_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('purpose', '=', purpose)
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { state: 'unknown' };
  if (row.used_at) return { state: 'used', userId: row.user_id };
  if (row.expired) return { state: 'expired', userId: row.user_id };
  return { state: 'valid', tokenId: row.id, userId: row.user_id };
}

/**
 * Marks the token used if it still is valid; false when another request spent it first or it
 * expired meanwhile. The check and the write are one statement, so a token is spent once.
 */
export async function spendOneTimeToken(db: Executor, tokenId: string): Promise<boolean> {
  const spent = await db
    .updateTable('one_time_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}

/** Spends every unused token of one purpose for a user, e.g. older reset links once a reset succeeds. */
export async function spendAllOneTimeTokens(
  db: Executor,
  userId: string,
  purpose: OneTimeTokenPurpose,
): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
