import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { BotCheckProvider } from '../../shared/contract';
import type { BrandManifest } from '../../shared/config/brandManifest';
import type { ServerConfig } from '../config';
import type { DB } from '../db/schema';
import { ApiError, message } from '../http/envelope';
import { createAltcha, type Altcha } from './altcha';
import { verifyRecaptcha } from './recaptcha';

export const BOT_CHECK_FAILED_MESSAGE = message('errors.botCheckFailed');

/** Checks the token a form sends as gRecaptchaToken, by whichever provider is configured. */
export interface BotCheck {
  readonly provider: BotCheckProvider;
  /** Resolves when the token passes (or the check is off); throws a 4xx/5xx ApiError otherwise. */
  verify(token: string | undefined, remoteIp: string): Promise<void>;
  /** Present only for ALTCHA: a new challenge for the widget. */
  readonly altcha?: Altcha;
}

function failed(msg = BOT_CHECK_FAILED_MESSAGE): ApiError {
  return new ApiError(400, 'bot_check_failed', msg);
}

/** Whether the server's environment turns reCAPTCHA on (both its keys are set). */
export function recaptchaConfigured(config: ServerConfig): boolean {
  return Boolean(config.recaptchaSiteKey && config.recaptchaSecret);
}

const BOT_CHECK_OFF: BotCheck = { provider: 'off', verify: async () => {} };

/**
 * ALTCHA's check of a solved challenge: the portal's when its brand chooses it, and always the
 * Studio's sign-in.
 */
export function altchaBotCheck(altcha: Altcha): BotCheck {
  return {
    provider: 'altcha',
    altcha,
    async verify(token) {
      if (!token) throw failed();
      const outcome = await altcha.verify(token);
      if (outcome === 'already_used') {
        throw failed(message('errors.botCheckReused'));
      }
      if (outcome !== 'verified') throw failed();
    },
  };
}

/**
 * The bot check in force for a request: reCAPTCHA when its keys are set (the environment's
 * choice), else ALTCHA or none as the live configuration version's brand manifest says, so a
 * version published in the Studio takes effect at once.
 */
export function createBotCheck(
  config: ServerConfig,
  liveBrandChoice: () => BrandManifest['botCheck'],
  db: Kysely<DB>,
): () => BotCheck {
  const { recaptchaSiteKey, recaptchaSecret } = config;
  if (recaptchaSiteKey && recaptchaSecret) {
    const recaptcha: BotCheck = {
      provider: 'recaptcha',
      async verify(token, remoteIp) {
        if (!token) throw failed();
        const outcome = await verifyRecaptcha(
          config.recaptchaVerifyUrl,
          recaptchaSecret,
          token,
          remoteIp,
        );
        if (outcome === 'unavailable') {
          throw new ApiError(503, 'bot_check_unavailable', message('errors.botCheckUnavailable'));
        }
        if (outcome !== 'verified') throw failed();
      },
    };
    return () => recaptcha;
  }
  const altcha = altchaBotCheck(createAltcha(config.altcha, db));
  return () => (liveBrandChoice() === 'off' ? BOT_CHECK_OFF : altcha);
}

/**
 * GET /altcha/challenge answers the bare challenge JSON, not an envelope: the ALTCHA widget
 * reads it as is from its challengeurl.
 */
export const botCheckRoutes: FastifyPluginAsync<{ botCheckNow: () => BotCheck }> = async (
  api,
  { botCheckNow },
) => {
  api.get('/altcha/challenge', async (_request, reply) => {
    const botCheck = botCheckNow();
    if (!botCheck.altcha) {
      throw new ApiError(
        404,
        'bot_check_not_altcha',
        message('errors.botCheckNotAltcha', { provider: botCheck.provider }),
      );
    }
    const challenge = await botCheck.altcha.createChallenge();
    return reply.header('cache-control', 'no-store').send(challenge);
  });
};
