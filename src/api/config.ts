import { readApiBase } from './apiBase';
import type { Envelope, InitialConfig } from '../../shared/contract';

/**
 * The two public GETs every page starts with. They use fetch() with the defaults the server's
 * <link rel="preload" as="fetch"> tags announce, so the browser answers them from the preload.
 */
async function getPublic<T>(path: string): Promise<T> {
  return getPublicUrl<T>(`${readApiBase()}${path}`);
}

/** A public GET the server refused, with its HTTP status. */
export class PublicFetchError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PublicFetchError';
  }
}

async function getPublicUrl<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin' });
  const body = (await res.json()) as Envelope<T>;
  if (!res.ok || body.err || body.data === null)
    throw new PublicFetchError(body.msg || 'Something went wrong!', res.status);
  return body.data;
}

export function fetchInitialConfig(): Promise<InitialConfig> {
  return getPublic<InitialConfig>('/getInitialConfig');
}

/** The start-up config of one configuration version: a signed-in user's own, if not the live one. */
export function fetchVersionConfig(version: string): Promise<InitialConfig> {
  return getPublic<InitialConfig>(`/config/${encodeURIComponent(version)}`);
}

/**
 * The start-up config a Studio preview runs: a published version's (by number) or a draft's (by
 * its id), with the copy of the same version or draft.
 */
export function fetchPreviewConfig(configId: string): Promise<InitialConfig> {
  return /^[0-9]+$/.test(configId)
    ? fetchVersionConfig(configId)
    : getPublic<InitialConfig>(`/config/drafts/${encodeURIComponent(configId)}`);
}

/** The live brand copy of one language. */
export function fetchBrandCopy(lang: string): Promise<Record<string, string>> {
  return getPublic<Record<string, string>>(`/locales/${lang}`);
}

/** A configuration's brand copy of one language, from its copy URL ("{lang}" in it). */
export function fetchCopyAt(copyUrl: string, lang: string): Promise<Record<string, string>> {
  return getPublicUrl<Record<string, string>>(copyUrl.replace('{lang}', encodeURIComponent(lang)));
}
