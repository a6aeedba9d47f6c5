import { readApiBase } from './apiBase';
import type { Envelope, InitialConfig } from '../../shared/contract';

/**
 * The two public GETs every page starts with. They use fetch() with the defaults the server's
 * <link rel="preload" as="fetch"> tags announce, so the browser answers them from the preload.
 */
async function getPublic<T>(path: string): Promise<T> {
  const res = await fetch(`${readApiBase()}${path}`, { credentials: 'same-origin' });
  const body = (await res.json()) as Envelope<T>;
  if (!res.ok || body.err || body.data === null)
    throw new Error(body.msg || 'Something went wrong!');
  return body.data;
}

export function fetchInitialConfig(): Promise<InitialConfig> {
  return getPublic<InitialConfig>('/getInitialConfig');
}

/** The start-up config of one configuration version: a signed-in user's own, if not the live one. */
export function fetchVersionConfig(version: string): Promise<InitialConfig> {
  return getPublic<InitialConfig>(`/config/${encodeURIComponent(version)}`);
}

export function fetchBrandCopy(lang: string): Promise<Record<string, string>> {
  return getPublic<Record<string, string>>(`/locales/${lang}`);
}
