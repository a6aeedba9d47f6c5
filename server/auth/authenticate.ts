import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { UserRow } from '../users/userData';
import { findActiveSessionWithUser, type ActiveSession } from './sessions';

export interface Authenticated {
  user: UserRow;
  session: ActiveSession;
  /** The bearer token the request carried. */
  token: string;
}

export interface Authenticator {
  /** The header the client sends the token in, told to it as auth_header_name. */
  readonly headerName: string;
  authenticate(request: FastifyRequest): Promise<Authenticated | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticator: Authenticator;
  }
  interface FastifyRequest {
    /** Set by requireUser; null on routes that do not require a user. */
    auth: Authenticated | null;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

export function createAuthenticator(db: Kysely<DB>, headerName: string): Authenticator {
  return {
    headerName,
    async authenticate(request) {
      const raw = request.headers[headerName];
      const token = Array.isArray(raw) ? raw[0] : raw;
      if (!token) return undefined;
      const found = await findActiveSessionWithUser(db, token);
      return found ? { ...found, token } : undefined;
    },
  };
}

/** Makes the authenticator reachable from every route of the app, whatever plugin scope it is in. */
export function registerAuthentication(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorate('authenticator', authenticator);
  app.decorateRequest('auth', null);
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

/** The signed-in user of a route guarded by requireUser. */
export function currentAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new Error('currentAuth used on a route without requireUser');
  return request.auth;
}
