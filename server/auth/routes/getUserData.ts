import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { toOnboardingUserData } from '../../users/userData';
import { currentAuth, requireUser } from '../authenticate';
import type { AccountContext } from './context';
import { optionalBodySchema } from './emptyJsonBody';

export function registerGetUserDataRoute(api: FastifyInstance, ctx: AccountContext): void {
  api.post(
    '/user/getUserData',
    { schema: { body: optionalBodySchema }, preHandler: requireUser },
    async (request) => {
      const { user, token } = currentAuth(request);
      return ok({
        ...toOnboardingUserData(user, ctx.tenantDomainSuffix),
        auth_header_name: ctx.config.authHeaderName,
        token,
      });
    },
  );
}
