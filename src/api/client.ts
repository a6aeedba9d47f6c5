import axios, { AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { EMPTY_SESSION, type StoredSession } from '../state/session';

export interface SessionAccess {
  get(): StoredSession;
  set(session: StoredSession): void;
  /** Called after a 403 has cleared the session; the app navigates to /login. */
  onForbidden(): void;
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
 * carries it; both clients send the auth header the server named and clear the session on 403.
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

  const multipart = axios.create({ baseURL, timeout: 0 });
  multipart.interceptors.request.use((config) => withAuthHeader(config, access.get()));
  installForbiddenRule(multipart, access);

  return { json, multipart };
}
