import type { FastifyPluginAsync } from 'fastify';
import { ApiError, ok } from '../../http/envelope';
import { toOnboardingUserData } from '../../users/userData';
import { currentSession, requireSession, SESSION_EXPIRED_MESSAGE } from '../authenticate';
import type { AccountContext } from './context';
import { optionalBodySchema } from './emptyJsonBody';
import { USER_STATUS } from '../../cache/channels';

/** Marks where the user's data goes in the envelope written out once. */
const ENVELOPE_DATA = '\u0000data\u0000';

/**
 * The signed-in user's data, which the wizard asks for on every page it opens: the session and the
 * user's data, written out as JSON, come from memory (server/cache/pollCaches.ts), forgotten when
 * the user's row changes.
 */
export const getUserDataRoute: FastifyPluginAsync<AccountContext> = async (api, ctx) => {
  // Kept as the client reads it, written out once: every request adds only its session's token.
  const users = api.pollCaches.announced<string | undefined>({
    channel: USER_STATUS,
    thisServerWrites: ['users'],
    keepIf: (json) => json !== undefined,
  });
  const read = async (userId: string) => {
    const user = await ctx.users.findById(userId);
    return user && JSON.stringify(toOnboardingUserData(user, ctx.tenantDomainSuffix)).slice(0, -1);
  };
  const [envelopeStart, envelopeEnd] = JSON.stringify(ok(ENVELOPE_DATA)).split(
    JSON.stringify(ENVELOPE_DATA),
  ) as [string, string];
  const headerName = JSON.stringify(ctx.config.authHeaderName);
  api.post(
    '/user/getUserData',
    { schema: { body: optionalBodySchema }, preHandler: requireSession },
    async (request, reply) => {
      const { userId } = currentSession(request);
      const data = await users.get(userId, () => read(userId));
      if (!data) throw new ApiError(403, 'session_expired', SESSION_EXPIRED_MESSAGE);
      const token = JSON.stringify(api.authenticator.tokenOf(request) ?? '');
      return reply
        .type('application/json; charset=utf-8')
        .send(
          `${envelopeStart}${data},"auth_header_name":${headerName},"token":${token}}${envelopeEnd}`,
        );
    },
  );
};
