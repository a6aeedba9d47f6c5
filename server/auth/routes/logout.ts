import type { FastifyPluginAsync } from 'fastify';
import { ApiError, ok } from '../../http/envelope';
import { SESSION_EXPIRED_MESSAGE } from '../authenticate';
import { revokeSession } from '../sessions';
import type { AccountContext } from './context';
import { optionalBodySchema } from './emptyJsonBody';

export const SIGNED_OUT_MESSAGE = 'You have signed out.';

/**
 * POST /user/logout: revokes the session the request's token opens, so the token is refused
 * everywhere afterwards. Signing out of a session that already ended succeeds too; a request
 * with no token at all is answered like any signed-in route without one.
 */
export const logoutRoute: FastifyPluginAsync<AccountContext> = async (api, ctx) => {
  api.post('/user/logout', { schema: { body: optionalBodySchema } }, async (request) => {
    const token = api.authenticator.tokenOf(request);
    if (!token) throw new ApiError(403, 'session_expired', SESSION_EXPIRED_MESSAGE);
    await revokeSession(ctx.db, token);
    api.authenticator.forget(token);
    return ok(null, SIGNED_OUT_MESSAGE);
  });
};
