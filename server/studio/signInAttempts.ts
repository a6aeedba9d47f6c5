import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { recordAudit } from './operators';

/** Who tried to sign in to the Studio: the email typed and the client's address. */
export interface SignInAttempt {
  email: string;
  address: string;
}

export type SignInRefusal = 'bot_check_failed' | 'rate_limited' | 'invalid_credentials';

/** The email as the audit log's index and the operators' table compare it. */
const emailKey = (email: string) => sql<string>`lower(btrim(${email}))`;

/**
 * Writes a refused sign-in to the audit log with the email tried, the address and why (never the
 * password), on the line of the operator that email names, if any.
 */
export async function recordRefusedSignIn(
  db: Kysely<DB>,
  attempt: SignInAttempt,
  reason: SignInRefusal,
): Promise<void> {
  const operator = await db
    .selectFrom('operators')
    .select('id')
    .where(sql`lower(email)`, '=', emailKey(attempt.email))
    .executeTakeFirst();
  await recordAudit(db, operator?.id ?? null, 'session.refused', { ...attempt, reason });
}

/**
 * Seconds this address must wait before trying this email again, or undefined when it may try now,
 * read from the wrong passwords the audit log holds for the email in the last window. An address
 * that gave `perAccount` wrong passwords for it waits. Once the email has had `perAccount` wrong
 * passwords from all addresses together (guessing spread wide), every address that gave one waits
 * too; an address new to the email still gets its try. So a stranger's failures never lock the
 * operator out from elsewhere, and each further guess costs a new address and a solved challenge.
 */
export async function secondsBeforeNextSignIn(
  db: Kysely<DB>,
  attempt: SignInAttempt,
  limits: { windowSeconds: number; perAccount: number },
): Promise<number | undefined> {
  const here = sql`detail->>'address' = ${attempt.address}`;
  const leaves = (at: ReturnType<typeof sql>) =>
    sql<
      number | null
    >`ceil(extract(epoch FROM ${at} + make_interval(secs => ${limits.windowSeconds}) - now()))::int`;
  const counts = await db
    .selectFrom('operator_audit')
    .select([
      sql<number>`count(*)::int`.as('fromAll'),
      sql<number>`(count(*) FILTER (WHERE ${here}))::int`.as('fromHere'),
      leaves(sql`min(at) FILTER (WHERE ${here})`).as('oldestHereLeavesIn'),
      leaves(sql`max(at) FILTER (WHERE ${here})`).as('newestHereLeavesIn'),
    ])
    .where('action', '=', 'session.refused')
    .where(sql`lower(btrim(detail->>'email'))`, '=', emailKey(attempt.email))
    .where('at', '>', sql<Date>`now() - make_interval(secs => ${limits.windowSeconds})`)
    .where(sql`detail->>'reason'`, '=', 'invalid_credentials')
    .executeTakeFirstOrThrow();
  const wait = (seconds: number | null) => Math.max(1, seconds ?? limits.windowSeconds);
  if (counts.fromHere >= limits.perAccount) return wait(counts.oldestHereLeavesIn);
  if (counts.fromAll >= limits.perAccount && counts.fromHere > 0) {
    return wait(counts.newestHereLeavesIn);
  }
  return undefined;
}
