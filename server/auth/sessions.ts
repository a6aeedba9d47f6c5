import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { hashToken, randomIdentifier, randomToken } from '../security/tokens';

type Executor = Kysely<DB> | Transaction<DB>;

export interface IssuedSession {
  token: string;
  sessionIdentifier: string;
}

export interface ActiveSession {
  sessionId: string;
  userId: string;
  sessionIdentifier: string;
}

export async function createSession(
  db: Executor,
  userId: string,
  ttlSeconds: number,
): Promise<IssuedSession> {
  const token = randomToken();
  const sessionIdentifier = randomIdentifier();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      session_identifier: sessionIdentifier,
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
      revoked_at: null,
    })
    .execute();
  return { token, sessionIdentifier };
}

/** The live session a bearer token opens, or undefined when unknown, expired or revoked. */
export async function findActiveSession(
  db: Executor,
  token: string,
): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'session_identifier'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row
    ? { sessionId: row.id, userId: row.user_id, sessionIdentifier: row.session_identifier }
    : undefined;
}

export async function revokeUserSessions(db: Executor, userId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
