import type { FastifyPluginAsync } from 'fastify';
import { ApiError, message, ok } from '../http/envelope';
import { bodyKey, createRateLimiterFactory } from '../security/rateLimits';
import { recordAudit, revokeOperatorSession, signInOperator } from './operators';
import { bearerToken } from '../http/bearerToken';

interface SignInBody {
  email: string;
  password: string;
}

/** POST /session signs an operator in (rate limited like the portal's login); GET /me and DELETE /session. */
export const studioSessionRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  const limit = (await createRateLimiterFactory(app, config.rateLimit))(
    'studio-sign-in',
    (request) => bodyKey(request, 'email'),
  );

  app.post<{ Body: SignInBody }>(
    '/session',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'password'],
          additionalProperties: false,
          properties: {
            email: { type: 'string', minLength: 1, maxLength: 320 },
            password: { type: 'string', minLength: 1, maxLength: 256 },
          },
        },
      },
      preValidation: limit.byAddress,
      preHandler: limit.byAccount,
    },
    async (request) => {
      const signedIn = await signInOperator(
        db,
        request.body.email,
        request.body.password,
        config.operatorSessionTtlSeconds,
      );
      if (!signedIn) {
        throw new ApiError(401, 'invalid_credentials', message('errors.invalidCredentials'));
      }
      return ok({ token: signedIn.token, email: signedIn.operator.email });
    },
  );

  app.get('/me', async (request) => ok({ email: request.operator!.email }));

  app.delete('/session', async (request) => {
    await revokeOperatorSession(db, bearerToken(request)!);
    await recordAudit(db, request.operator!.operatorId, 'session.ended');
    return ok(null);
  });
};
