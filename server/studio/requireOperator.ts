import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../http/bearerToken';
import { ApiError, message } from '../http/envelope';
import { operatorOfToken, wasOperatorToken, type SignedInOperator } from './operators';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireOperator. */
    operator: SignedInOperator | null;
  }
}

/**
 * The guard of every Studio route but sign-in (an onRequest hook, before any body is read): a live
 * operator session, else 401 with no credentials or an operator session that expired or ended
 * (sign in again), and 403 with anyone else's (a portal user's or a tenant member's session).
 */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  const operator = token ? await operatorOfToken(request.server.db, token) : undefined;
  if (operator) {
    request.operator = operator;
    return;
  }
  const portalHeader = request.server.config.authHeaderName;
  const ended = token !== undefined && (await wasOperatorToken(request.server.db, token));
  if (!ended && (token || request.headers.authorization || request.headers[portalHeader])) {
    throw new ApiError(403, 'operator_only', message('errors.operatorOnly'));
  }
  throw new ApiError(401, 'operator_session_required', message('errors.operatorSessionRequired'));
}
