import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ApiError, message } from '../http/envelope';
import type { ReadThroughCache } from '../cache/readThroughCache';
import { hashToken } from '../security/tokens';
import type { UserRow } from '../users/userData';
import {
  findActiveSession,
  findActiveSessionWithUser,
  type ActiveSession,
  type LiveSession,
} from './sessions';

export interface Authenticated {
  user: UserRow;
  session: ActiveSession;
  /** The bearer token the request carried. */
  token: string;
}

export interface Authenticator {
  /** The header the client sends the token in, told to it as auth_header_name. */
  readonly headerName: string;
  /** The token the request carries in that header, whether or not it opens a session. */
  tokenOf(request: FastifyRequest): string | undefined;
  authenticate(request: FastifyRequest): Promise<Authenticated | undefined>;
  /** The session alone, for routes that need only the user's id (the polls): kept in memory. */
  authenticateSession(request: FastifyRequest): Promise<ActiveSession | undefined>;
  /** This server forgets the token's session at once (other instances hear of it from the database). */
  forget(token: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticator: Authenticator;
  }
  interface FastifyRequest {
    /** Set by requireUser; null on routes that do not require a user. */
    auth: Authenticated | null;
    /** Set by requireSession; null on other routes (requireUser's auth holds its session). */
    session: ActiveSession | null;
  }
}

const HASHES_KEPT = 50_000;

export const SESSION_EXPIRED_MESSAGE = message('errors.sessionExpired');

export function createAuthenticator(
  db: Kysely<DB>,
  headerName: string,
  sessions: ReadThroughCache<LiveSession | undefined>,
): Authenticator {
  const tokenOf = (request: FastifyRequest) => {
    const raw = request.headers[headerName];
    return Array.isArray(raw) ? raw[0] : raw;
  };
  // A poller sends the same token every few seconds: its hash is worked out once, not per poll.
  const hashes = new Map<string, string>();
  const hashOf = (token: string) => {
    let hash = hashes.get(token);
    if (hash === undefined) {
      hash = hashToken(token);
      if (hashes.size >= HASHES_KEPT) hashes.delete(hashes.keys().next().value!);
      hashes.set(token, hash);
    }
    return hash;
  };
  return {
    headerName,
    tokenOf,
    async authenticate(request) {
      const token = tokenOf(request);
      if (!token) return undefined;
      const found = await findActiveSessionWithUser(db, token);
      return found ? { ...found, token } : undefined;
    },
    async authenticateSession(request) {
      const token = tokenOf(request);
      if (!token) return undefined;
      const key = hashOf(token);
      const kept = await sessions.get(key, () => findActiveSession(db, token));
      if (!kept) return undefined;
      if (kept.expiresAt.getTime() > Date.now()) return kept;
      sessions.forget(key);
      return findActiveSession(db, token);
    },
    forget(token) {
      sessions.forget(hashOf(token));
    },
  };
}

/** Makes the authenticator reachable from every route of the app, whatever plugin scope it is in. */
export function registerAuthentication(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorate('authenticator', authenticator);
  app.decorateRequest('auth', null);
  app.decorateRequest('session', null);
}

/**
 * preHandler for routes that need a signed-in user: an absent, unknown, expired or revoked token
 * is answered with HTTP 403 (the client then clears its session and goes to /login).
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const auth = await request.server.authenticator.authenticate(request);
  if (!auth) throw new ApiError(403, 'session_expired', SESSION_EXPIRED_MESSAGE);
  request.auth = auth;
}

export const USER_MISMATCH_MESSAGE = message('errors.userMismatch');

/**
 * preHandler after requireUser for routes whose body may name the user (`userId`): a body that
 * names another user than the one signed in is refused with user_mismatch.
 */
export async function requireOwnUser(request: FastifyRequest): Promise<void> {
  const named = (request.body as { userId?: unknown } | null | undefined)?.userId;
  if (named !== undefined && named !== currentAuth(request).user.id) {
    throw new ApiError(400, 'user_mismatch', USER_MISMATCH_MESSAGE);
  }
}

/** requireUser for routes that need only the signed-in user's id, such as the status polls. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  const session = await request.server.authenticator.authenticateSession(request);
  if (!session) throw new ApiError(403, 'session_expired', SESSION_EXPIRED_MESSAGE);
  request.session = session;
}

/** The session of a route guarded by requireSession or requireUser. */
export function currentSession(request: FastifyRequest): ActiveSession {
  const session = request.session ?? request.auth?.session;
  if (!session) throw new Error('currentSession used on a route without requireSession');
  return session;
}

/** The signed-in user of a route guarded by requireUser. */
export function currentAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new Error('currentAuth used on a route without requireUser');
  return request.auth;
}
