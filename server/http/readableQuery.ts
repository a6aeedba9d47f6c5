import { ApiError, message } from './envelope';

/**
 * Throws the contract's 400 bad_request when a query string's %-escapes do not decode to UTF-8
 * text (`%ff`, an escaped surrogate `%ED%A0%80`, `%zz`): the query parser would read them as
 * U+FFFD or leave them as they are, and the route would answer a request it cannot read.
 */
export function assertReadableQuery(url: string): void {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  for (const part of query.split('&')) {
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      throw new ApiError(400, 'bad_request', message('errors.unreadableQuery'));
    }
  }
}
