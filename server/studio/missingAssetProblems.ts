import type { Kysely } from 'kysely';
import { pointerKey, type ConfigProblem } from '../../shared/config/problem';
import { BRAND_ASSETS_PREFIX, storedAssetHashes } from '../config/store/assets';
import type { DB } from '../db/schema';

const ASSET_URL = new RegExp(`${BRAND_ASSETS_PREFIX}([0-9a-f]{64})\\.[a-z]+`, 'g');

/** Every string in a JSON document that names an uploaded image: where, the URL and its hash. */
function assetUrlsIn(
  value: unknown,
  pointer = '',
): { pointer: string; url: string; hash: string }[] {
  if (typeof value === 'string') {
    return [...value.matchAll(ASSET_URL)].map((match) => ({
      pointer,
      url: match[0],
      hash: match[1]!,
    }));
  }
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    assetUrlsIn(inner, `${pointer}/${pointerKey(key)}`),
  );
}

/**
 * The edited files' pointers at uploaded images the server no longer has (an upload no version or
 * draft used is deleted after 30 days): published, the page would show a broken image.
 */
export async function missingAssetProblems(
  db: Kysely<DB>,
  edited: Record<string, string | null>,
): Promise<ConfigProblem[]> {
  const found = Object.entries(edited).flatMap(([file, text]) => {
    if (text === null) return [];
    try {
      return assetUrlsIn(JSON.parse(text)).map((place) => ({ file, ...place }));
    } catch {
      // Not JSON: the checker names that problem.
      return [];
    }
  });
  if (found.length === 0) return [];
  const stored = await storedAssetHashes(db, [...new Set(found.map((place) => place.hash))]);
  return found
    .filter((place) => !stored.has(place.hash))
    .map(({ file, pointer, url }) => ({
      file,
      path: pointer,
      rule: 'brand-asset-stored',
      message: `${url} is not stored on this server: an upload no version or draft used is deleted after 30 days`,
      fix: 'upload the image again and choose it',
    }));
}
