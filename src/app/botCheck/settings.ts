import type { BotCheckProvider, InitialConfig } from '../../../shared/contract';

export interface BotCheckSettings {
  provider: BotCheckProvider;
  siteKey: string;
  /** Where the ALTCHA widget fetches its challenge. */
  challengeUrl: string;
}

export const BOT_CHECK_OFF: BotCheckSettings = { provider: 'off', siteKey: '', challengeUrl: '' };

/**
 * reCAPTCHA only when the initial config says so, ALTCHA when it is the brand's check, else none.
 * `apiBase` is the API's base path, under which ALTCHA's challenge is served.
 */
export function botCheckSettings(
  config: InitialConfig | undefined,
  apiBase: string,
): BotCheckSettings {
  if (!config || !config.reCaptchaEnabled || config.botCheck === 'off') return BOT_CHECK_OFF;
  return {
    provider: config.botCheck,
    siteKey: config.siteKey,
    challengeUrl: `${apiBase}/altcha/challenge`,
  };
}
