const TIMEOUT_MS = 5000;

export type RecaptchaOutcome = 'verified' | 'invalid' | 'unavailable';

/** Google's server-side check of a reCAPTCHA token; the only network call the bot check makes. */
export async function verifyRecaptcha(
  verifyUrl: string,
  secret: string,
  token: string,
  remoteIp: string,
): Promise<RecaptchaOutcome> {
  try {
    const response = await fetch(verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return 'unavailable';
    const body = (await response.json()) as { success?: unknown };
    return body.success === true ? 'verified' : 'invalid';
  } catch {
    return 'unavailable';
  }
}
