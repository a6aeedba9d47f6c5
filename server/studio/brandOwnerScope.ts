import { isDeepStrictEqual } from 'node:util';
import { BRAND_OWNER_KEYS, isBrandFile } from '../../shared/contract/operatorRoles';
import { ApiError, message } from '../http/envelope';
import type { ConfigFiles } from '../config/store/repositoryFiles';

function parsedObject(text: string | null | undefined): Record<string, unknown> | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Holds a brand owner's edit to the brand's own files (403 outside_brand_files) and, in its
 * brand.json, to the look/name keys: every other key (those choosing the steps among them) must
 * stay as it is live (403 outside_brand_keys). Removing brand.json is not theirs to do either.
 */
export function assertWithinBrandFiles(
  liveFiles: ConfigFiles,
  edit: Record<string, string | null>,
  brandId: string,
): void {
  const outside = Object.keys(edit).filter((path) => !isBrandFile(path, brandId));
  if (outside.length > 0) {
    throw new ApiError(403, 'outside_brand_files', message('errors.outsideBrandFiles'), {
      paths: outside,
    });
  }
  const manifestPath = `brands/${brandId}/brand.json`;
  if (!(manifestPath in edit)) return;
  const before = parsedObject(liveFiles.get(manifestPath)) ?? {};
  const after = parsedObject(edit[manifestPath]);
  // Text that is no JSON object is the checker's to name; there are no keys to compare yet.
  if (after === undefined && typeof edit[manifestPath] === 'string') return;
  const ownKeys = new Set<string>(BRAND_OWNER_KEYS);
  const keys = new Set([...Object.keys(before), ...Object.keys(after ?? {})]);
  const changed = [...keys].filter(
    (key) => !ownKeys.has(key) && !isDeepStrictEqual(before[key], after?.[key]),
  );
  if (after === undefined || changed.length > 0) {
    throw new ApiError(403, 'outside_brand_keys', message('errors.outsideBrandKeys'), {
      keys: after === undefined ? [...keys] : changed,
    });
  }
}
