import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Why a key was refused: not a key of this brand (or not its secret), or revoked. */
export type ApiKeyRefusal = 'invalid' | 'revoked';

/**
 * Writes a refused key to the audit log: the address, the route, why, and the prefix it named
 * (never the secret).
 */
export async function recordRefusedApiKey(
  db: Kysely<DB>,
  refusal: { address: string; route: string; prefix: string | null; reason: ApiKeyRefusal },
): Promise<void> {
  await db
    .insertInto('operator_audit')
    .values({ operator_id: null, action: 'apiKey.refused', detail: JSON.stringify(refusal) })
    .execute();
}

/**
 * Seconds this address must wait before presenting a key again, or undefined when it may now: an
 * address that presented `perAccount` keys that were none of this brand's in the last window waits
 * until the oldest of them leaves it, as a Studio sign-in does after wrong passwords. A revoked
 * key is a real key a backend forgot, not a guess: it is refused, but does not count.
 */
export async function secondsBeforeNextApiKey(
  db: Kysely<DB>,
  address: string,
  limits: { windowSeconds: number; perAccount: number },
): Promise<number | undefined> {
  const row = await db
    .selectFrom('operator_audit')
    .select([
      sql<number>`count(*)::int`.as('refused'),
      sql<
        number | null
      >`ceil(extract(epoch FROM min(at) + make_interval(secs => ${limits.windowSeconds}) - now()))::int`.as(
        'oldestLeavesIn',
      ),
    ])
    .where('action', '=', 'apiKey.refused')
    .where(sql`detail->>'address'`, '=', address)
    .where(sql`detail->>'reason'`, '=', 'invalid')
    .where('at', '>', sql<Date>`now() - make_interval(secs => ${limits.windowSeconds})`)
    .executeTakeFirstOrThrow();
  if (row.refused < limits.perAccount) return undefined;
  return Math.max(1, row.oldestLeavesIn ?? limits.windowSeconds);
}
