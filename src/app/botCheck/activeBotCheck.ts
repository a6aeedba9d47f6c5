/** What a form asks of its bot check: a token to send as gRecaptchaToken, and a fresh start. */
export interface BotCheckHandle {
  /** '' when no check is configured; null when none could be had (the caller stops). */
  getToken(): Promise<string | null>;
  /** Challenges are accepted once: after any submit that spent one, start again. */
  reset(): void;
}

let active: BotCheckHandle | null = null;

/**
 * The bot check shown on the page, for code outside React (the subdomain step's submit action).
 * Returns the unregister function.
 */
export function setActiveBotCheck(handle: BotCheckHandle): () => void {
  active = handle;
  return () => {
    if (active === handle) active = null;
  };
}

export function activeBotCheck(): BotCheckHandle | null {
  return active;
}
