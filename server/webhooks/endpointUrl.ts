import { ApiError, message } from '../http/envelope';
import { parseTarget, SafeFetchError, vettedAddress } from '../net/safeFetch';

/**
 * An endpoint URL as it is saved: http(s), no credentials, and a host whose every address is
 * public (loopback too when FETCH_ALLOW_LOOPBACK is on, for tests); each delivery checks again.
 */
export async function checkedEndpointUrl(raw: string, allowLoopback: boolean): Promise<string> {
  try {
    const url = parseTarget(raw.trim());
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
