import axios, { AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { EMPTY_SESSION, type StoredSession } from '../state/session';

export interface SessionAccess {
  get(): StoredSession;
  set(session: StoredSession): void;
  /** Called after a 403 has cleared the session; the app navigates to /login. */
  onForbidden(): void;
  /** A reply said user_redirect: the browser goes to that URL. */
  onUserRedirect(url: string): void;
}

export interface ApiClients {
  json: AxiosInstance;
  multipart: AxiosInstance;
}

const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  );
}

function withAuthHeader(
  config: InternalAxiosRequestConfig,
  session: StoredSession,
): InternalAxiosRequestConfig {
  if (session.authHeaderName && session.signupToken) {
    config.headers = AxiosHeaders.from(config.headers);
    config.headers.set(session.authHeaderName, session.signupToken);
  }
  return config;
}

function sessionIdentifierOf(body: unknown): string | undefined {
  if (!isPlainObject(body)) return undefined;
  if (typeof body.sessionIdentifier === 'string') return body.sessionIdentifier;
  const data = body.data;
  return isPlainObject(data) && typeof data.sessionIdentifier === 'string'
    ? data.sessionIdentifier
    : undefined;
}

/** A new key per request: the server counts a request it hears twice (a retry) once. */
function idempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

const redirectFlagged = (part: Record<string, unknown>) =>
  [part.status_code, part.statusCode, part.action].includes('user_redirect');

/**
 * The URL of a user_redirect reply: the status or action may sit on the envelope or in its data
 * (login puts it in data), and the url in data or on the envelope.
 */
export function userRedirectUrl(body: unknown): string | undefined {
  if (!isPlainObject(body)) return undefined;
  const data = isPlainObject(body.data) ? body.data : {};
  if (!redirectFlagged(body) && !redirectFlagged(data)) return undefined;
  const url =
    typeof data.url === 'string' ? data.url : typeof body.url === 'string' ? body.url : undefined;
  return url || undefined;
}

function installRedirectRule(client: AxiosInstance, access: SessionAccess): void {
  const redirectIfAsked = (body: unknown): boolean => {
    const url = userRedirectUrl(body);
    if (url) access.onUserRedirect(url);
    return Boolean(url);
  };
  // The flow stops: the caller's promise never settles while the browser leaves the page.
  const halt = () => new Promise<never>(() => {});
  client.interceptors.response.use(
    (response) => (redirectIfAsked(response.data) ? halt() : response),
    (error: unknown) =>
      axios.isAxiosError(error) && redirectIfAsked(error.response?.data)
        ? halt()
        : Promise.reject(error),
  );
}

function installForbiddenRule(client: AxiosInstance, access: SessionAccess): void {
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 403) {
      access.set(EMPTY_SESSION);
      access.onForbidden();
    }
    return Promise.reject(error);
  });
}

/**
 * The JSON client adds sessionIdentifier to every JSON body and saves a new one when a reply
 * carries it, and gives each request with a body its own Idempotency-Key; both clients send the auth header the server named and clear the session on 403.
 * No timeout: the spec's default is none.
 */
export function createApiClients(baseURL: string, access: SessionAccess): ApiClients {
  const json = axios.create({
    baseURL,
    timeout: 0,
    headers: { 'Content-Type': 'application/json' },
  });
  json.interceptors.request.use((config) => {
    const session = access.get();
    const method = (config.method ?? 'get').toLowerCase();
    if (BODY_METHODS.has(method)) {
      config.headers = AxiosHeaders.from(config.headers);
      if (!config.headers.has('Idempotency-Key'))
        config.headers.set('Idempotency-Key', idempotencyKey());
    }
    if (session.sessionIdentifier && BODY_METHODS.has(method)) {
      if (isPlainObject(config.data)) {
        config.data = { ...config.data, sessionIdentifier: session.sessionIdentifier };
      } else if (config.data === undefined) {
        config.data = { sessionIdentifier: session.sessionIdentifier };
      }
    }
    return withAuthHeader(config, session);
  });
  json.interceptors.response.use((response) => {
    const next = sessionIdentifierOf(response.data);
    const session = access.get();
    if (next && next !== session.sessionIdentifier)
      access.set({ ...session, sessionIdentifier: next });
    return response;
  });
  installForbiddenRule(json, access);
  installRedirectRule(json, access);

  const multipart = axios.create({ baseURL, timeout: 0 });
  multipart.interceptors.request.use((config) => withAuthHeader(config, access.get()));
  installForbiddenRule(multipart, access);
  installRedirectRule(multipart, access);

  return { json, multipart };
}
