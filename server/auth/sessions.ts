import { sql, type Kysely, type Transaction } from 'kysely';
import type { InsertObject, Selectable } from 'kysely';
import type { DB, UsersTable } from '../db/schema';
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

/** A new session's row and what its holder is told, for an insert of the caller's making. */
export function newSession(
  userId: string,
  ttlSeconds: number,
): { row: InsertObject<DB, 'sessions'>; issued: IssuedSession } {
  const token = randomToken();
  const sessionIdentifier = randomIdentifier();
  return {
    row: {
      token_hash: hashToken(token),
      user_id: userId,
      session_identifier: sessionIdentifier,
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
      revoked_at: null,
    },
    issued: { token, sessionIdentifier },
  };
}

export async function createSession(
  db: Executor,
  userId: string,
  ttlSeconds: number,
): Promise<IssuedSession> {
  const { row, issued } = newSession(userId, ttlSeconds);
  await db.insertInto('sessions').values(row).execute();
  return issued;
}

/** The sessions a bearer token opens while it is live: neither revoked nor expired. */
function liveSessionsOf(db: Executor, token: string) {
  return db
    .selectFrom('sessions')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`);
}

/** A live session as the polls need it: the user's id, and until when it holds. */
export interface LiveSession extends ActiveSession {
  expiresAt: Date;
}

/** The live session a bearer token opens, without its user (polls need only the user's id). */
export async function findActiveSession(
  db: Executor,
  token: string,
): Promise<LiveSession | undefined> {
  const row = await liveSessionsOf(db, token)
    .select(['id', 'user_id', 'session_identifier', 'expires_at'])
    .executeTakeFirst();
  return row
    ? {
        sessionId: row.id,
        userId: row.user_id,
        sessionIdentifier: row.session_identifier,
        expiresAt: new Date(row.expires_at),
      }
    : undefined;
}

/** The live session a bearer token opens together with its user, in one round trip (every signed-in request needs both). */
export async function findActiveSessionWithUser(
  db: Executor,
  token: string,
): Promise<{ session: ActiveSession; user: Selectable<UsersTable> } | undefined> {
  const row = await liveSessionsOf(db, token)
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_row_id',
      'sessions.session_identifier as session_row_identifier',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_row_id, session_row_identifier, ...user } = row;
  return {
    session: {
      sessionId: session_row_id,
      userId: user.id,
      sessionIdentifier: session_row_identifier,
    },
    user,
  };
}

export async function revokeUserSessions(db: Executor, userId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends the session a bearer token opens; a token already ended or unknown changes nothing. */
export async function revokeSession(db: Executor, token: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}
