import { ApiError, message } from '../http/envelope';
import { parseTarget, SafeFetchError, vettedAddress } from '../net/safeFetch';

/** The longest endpoint URL taken, as sent and as saved. */
export const MAX_ENDPOINT_URL_LENGTH = 2000;

/**
 * An endpoint URL as it is saved: http(s), no credentials, no longer than MAX_ENDPOINT_URL_LENGTH
 * once written out in full (a non-ASCII character is saved as up to 12 characters of %-escapes),
 * and a host whose every address is public (loopback too when FETCH_ALLOW_LOOPBACK is on, for tests); each
 * delivery checks again.
 */
export async function checkedEndpointUrl(raw: string, allowLoopback: boolean): Promise<string> {
  let url: URL;
  try {
    url = parseTarget(raw.trim());
  } catch {
    throw new ApiError(400, 'webhook_url_invalid', message('errors.webhookUrlInvalid'));
  }
  if (url.toString().length > MAX_ENDPOINT_URL_LENGTH) {
    throw new ApiError(
      400,
      'webhook_url_invalid',
      message('errors.webhookUrlTooLong', { limit: MAX_ENDPOINT_URL_LENGTH }),
    );
  }
  try {
    await vettedAddress(url, { policy: { allowLoopback } });
    return url.toString();
  } catch (error) {
    const code = error instanceof SafeFetchError ? error.code : 'bad_url';
    if (code === 'forbidden_address') {
      throw new ApiError(400, 'webhook_url_forbidden', message('errors.webhookUrlForbidden'));
    }
    if (code === 'dns_failed') {
      throw new ApiError(400, 'webhook_url_unresolved', message('errors.webhookUrlUnresolved'));
    }
    throw new ApiError(400, 'webhook_url_invalid', message('errors.webhookUrlInvalid'));
  }
}
