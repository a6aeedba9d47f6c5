import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../../http/envelope';
import { findUserById } from '../../users/usersRepository';
import { toOnboardingUserData, type UserRow } from '../../users/userData';
import { currentSession, requireSession, SESSION_EXPIRED_MESSAGE } from '../authenticate';
import type { AccountContext } from './context';
import { optionalBodySchema } from './emptyJsonBody';

/**
 * The signed-in user's data, which the wizard asks for on every page it opens: the session and the
 * user's row come from memory (server/cache/pollCaches.ts), forgotten when the row changes.
 */
export function registerGetUserDataRoute(api: FastifyInstance, ctx: AccountContext): void {
  const users = api.pollCaches.perUser<UserRow | undefined>({
    thisServerWrites: ['users'],
    keepIf: (user) => user !== undefined,
  });
  api.post(
    '/user/getUserData',
    { schema: { body: optionalBodySchema }, preHandler: requireSession },
    async (request) => {
      const { userId } = currentSession(request);
      const user = await users.get(userId, () => findUserById(ctx.db, userId));
      if (!user) throw new ApiError(403, 'session_expired', SESSION_EXPIRED_MESSAGE);
      return ok({
        ...toOnboardingUserData(user, ctx.tenantDomainSuffix),
        auth_header_name: ctx.config.authHeaderName,
        token: api.authenticator.tokenOf(request),
      });
    },
  );
}
