import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { BRAND_ASSETS_PREFIX } from '../runtime/brandAssetRoute';

/**
 * How long an upload no configuration document mentions is kept: a draft kept in an operator's
 * browser while the server could not be reached may still point at it.
 */
export const UNUSED_ASSET_GRACE_DAYS = 30;

/**
 * Deletes the assets uploaded over `graceDays` ago that no configuration document (a version's,
 * a draft's, a scheduled publish's, a baseline's) points at, and answers how many. Documents are
 * never deleted, so an asset any version used stays for its rollback. The documents are read once
 * per run, and only when some asset is old enough.
 */
export async function purgeUnusedAssets(
  db: Kysely<DB>,
  graceDays = UNUSED_ASSET_GRACE_DAYS,
): Promise<number> {
  const result = await sql`
    DELETE FROM config_assets
    WHERE uploaded_at < now() - make_interval(days => ${graceDays})
      AND hash NOT IN (
        SELECT (regexp_matches(body, ${`${BRAND_ASSETS_PREFIX}([0-9a-f]{64})`}, 'g'))[1]
        FROM config_documents
      )`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
