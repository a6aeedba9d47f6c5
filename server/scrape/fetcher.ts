import type { AddressPolicy } from '../net/addressPolicy';
import { safeFetch, type SafeResponse } from '../net/safeFetch';

export type FetchKind = 'page' | 'stylesheet' | 'image';

/** Fetches what a scrape needs; the real one is safeFetch, tests may substitute their own. */
export type Fetcher = (url: string, kind: FetchKind) => Promise<SafeResponse>;

const LIMITS: Record<FetchKind, { maxBytes: number; accept: string }> = {
  page: { maxBytes: 2 * 1024 * 1024, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' },
  stylesheet: { maxBytes: 512 * 1024, accept: 'text/css,*/*;q=0.1' },
  image: {
    maxBytes: 5 * 1024 * 1024,
    accept: 'image/png,image/jpeg,image/webp,image/svg+xml,image/*;q=0.8',
  },
};

export function createSafeFetcher(policy: AddressPolicy): Fetcher {
  return (url, kind) =>
    safeFetch(url, {
      policy,
      ...LIMITS[kind],
      connectTimeoutMs: 5_000,
      totalTimeoutMs: kind === 'page' ? 15_000 : 8_000,
    });
}
