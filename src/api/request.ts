import { toApiCallError, unwrap } from './errors';

/** A call under way on one of the axios clients: the app's, the Studio's or the tenant app's. */
type Reply<T> = Promise<{ data: T }>;

/**
 * The reply's body as it came, for the few answers that are more than an envelope's data, or no
 * envelope (a file). Every failure (an error reply, no answer, a timeout) is an ApiCallError.
 */
export async function send<T>(reply: Reply<T>, fallback?: string): Promise<T> {
  try {
    return (await reply).data;
  } catch (error) {
    throw toApiCallError(error, fallback);
  }
}

/**
 * The browser's one way to read an API call: the envelope's data, or an ApiCallError for every
 * failure, an unreadable answer included. `fallback` is the message when the server gave none.
 */
export async function request<T>(reply: Reply<unknown>, fallback?: string): Promise<T> {
  return unwrap<T>(await send(reply, fallback), fallback);
}
