import type { FastifyPluginAsync } from 'fastify';
import { ApiError, message, ok } from '../http/envelope';
import { hashToken, randomToken } from '../security/tokens';
import {
  clearTenantSessionCookie,
  setTenantSessionCookie,
  tenantCookieScope,
  tenantSessionToken,
} from './sessionCookie';
import { tenantOfHost, tenantSessionRequired } from './tenantGuards';

/** How long a tenant app sign-in lasts. */
export const TENANT_SESSION_TTL_SECONDS = 12 * 3600;

/**
 * The tenant app's sign-in: POST /session spends the one-time login token the portal handed
 * over for a session whose token only the cookie carries; DELETE /session signs out.
 */
export const tenantSessionRoutes: FastifyPluginAsync = async (app) => {
  const { tenants } = app.repositories;
  const cookieScope = tenantCookieScope(app.config);
  app.post<{ Body: { loginToken: string } }>(
    '/session',
    {
      schema: {
        body: {
          type: 'object',
          required: ['loginToken'],
          properties: { loginToken: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      const tenantId = await tenantOfHost(request);
      const token = randomToken();
      const signedIn = await tenants.spendLoginToken(tenantId, hashToken(request.body.loginToken), {
        tokenHash: hashToken(token),
        ttlSeconds: TENANT_SESSION_TTL_SECONDS,
      });
      if (!signedIn) {
        throw new ApiError(401, 'login_token_invalid', message('errors.tenantLoginTokenInvalid'));
      }
      setTenantSessionCookie(reply, token, TENANT_SESSION_TTL_SECONDS, cookieScope);
      return ok({ expiresInSeconds: TENANT_SESSION_TTL_SECONDS });
    },
  );

  // Signing out of a session that already ended (expired, revoked, unknown) succeeds too.
  app.delete('/session', async (request, reply) => {
    const tenantId = await tenantOfHost(request);
    const token = tenantSessionToken(request);
    if (!token) throw tenantSessionRequired();
    await tenants.revokeSession(tenantId, hashToken(token));
    clearTenantSessionCookie(reply, cookieScope);
    return ok(null, 'You have signed out.');
  });
};
