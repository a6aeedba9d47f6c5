import type { FastifyPluginAsync } from 'fastify';
import { ApiError, message, ok } from '../http/envelope';
import { createAltcha } from '../security/altcha';
import { altchaBotCheck, botCheckRoutes } from '../security/botCheck';
import { createRateLimiterFactory, tooMany } from '../security/rateLimits';
import { recordAudit, revokeOperatorSession, signInOperator } from './operators';
import { recordRefusedSignIn, secondsBeforeNextSignIn, type SignInRefusal } from './signInAttempts';
import { bearerToken } from '../http/bearerToken';

interface SignInBody {
  email: string;
  password: string;
  /** A solved ALTCHA challenge from GET /altcha/challenge. */
  botCheckToken?: string;
}

/**
 * POST /session signs an operator in, GET /me says who is signed in, DELETE /session signs out;
 * GET /altcha/challenge serves the sign-in's bot check. Signing in always takes ALTCHA's proof of
 * work, whatever the brand's botCheck (the brand's choice is for its visitors, not the
 * operators' door); then the password, unless this address must wait (secondsBeforeNextSignIn).
 * Every refusal is audited.
 */
export const studioSessionRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  const botCheck = altchaBotCheck(createAltcha(config.altcha, db));
  await app.register(botCheckRoutes, { botCheckNow: () => botCheck });
  // Every request from one address counts, whatever it names, before its body is checked.
  const perAddress = (await createRateLimiterFactory(app, config.rateLimit))(
    'studio-sign-in',
    () => undefined,
  ).byAddress;

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
            botCheckToken: { type: 'string', maxLength: 20_000 },
          },
        },
      },
      preValidation: perAddress,
    },
    async (request, reply) => {
      const { email, password, botCheckToken } = request.body;
      const attempt = { email, address: request.ip };
      const refuse = async (reason: SignInRefusal, error: ApiError) => {
        await recordRefusedSignIn(db, attempt, reason);
        return error;
      };
      try {
        await botCheck.verify(botCheckToken, request.ip);
      } catch (error) {
        if (error instanceof ApiError) throw await refuse('bot_check_failed', error);
        throw error;
      }
      const wait = await secondsBeforeNextSignIn(db, attempt, config.rateLimit);
      if (wait !== undefined) throw await refuse('rate_limited', tooMany(reply, wait, 'address'));
      const signedIn = await signInOperator(
        db,
        { email, password, address: request.ip },
        config.operatorSessionTtlSeconds,
      );
      if (!signedIn) {
        throw await refuse(
          'invalid_credentials',
          new ApiError(401, 'invalid_credentials', message('errors.studioInvalidCredentials')),
        );
      }
      const { email: signedInEmail, role } = signedIn.operator;
      return ok({ token: signedIn.token, email: signedInEmail, role });
    },
  );

  app.get('/me', async (request) => {
    const { email, role } = request.operator!;
    return ok({ email, role });
  });

  app.delete('/session', async (request) => {
    await revokeOperatorSession(db, bearerToken(request)!);
    await recordAudit(db, request.operator!.operatorId, 'session.ended');
    return ok(null);
  });
};
