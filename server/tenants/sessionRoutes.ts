import type { FastifyPluginAsync } from 'fastify';
import { ApiError, message, ok } from '../http/envelope';
import { hashToken, randomToken } from '../security/tokens';
import { revokeTenantSession, spendLoginToken } from './repository';
import { bearerToken } from '../http/bearerToken';
import { tenantOfHost, tenantSessionRequired } from './tenantGuards';

/** How long a tenant app sign-in lasts. */
export const TENANT_SESSION_TTL_SECONDS = 12 * 3600;

/**
 * The tenant app's sign-in: POST /session spends the one-time login token the portal handed
 * over for a session token; DELETE /session signs out.
 */
export const tenantSessionRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
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
    async (request) => {
      const tenantId = await tenantOfHost(request);
      const token = randomToken();
      const signedIn = await spendLoginToken(db, tenantId, hashToken(request.body.loginToken), {
        tokenHash: hashToken(token),
        ttlSeconds: TENANT_SESSION_TTL_SECONDS,
      });
      if (!signedIn) {
        throw new ApiError(401, 'login_token_invalid', message('errors.tenantLoginTokenInvalid'));
      }
      return ok({ token, expiresInSeconds: TENANT_SESSION_TTL_SECONDS });
    },
  );

  // Signing out of a session that already ended (expired, revoked, unknown) succeeds too.
  app.delete('/session', async (request) => {
    const tenantId = await tenantOfHost(request);
    const token = bearerToken(request);
    if (!token) throw tenantSessionRequired();
    await revokeTenantSession(db, tenantId, hashToken(token));
    return ok(null, 'You have signed out.');
  });
};
