import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { BRAND_ASSETS_PREFIX } from '../runtime/brandAssetRoute';

/**
 * How long an upload no configuration document mentions is kept: a draft kept in an operator's
 * browser while the server could not be reached may still point at it.
 */
export const UNUSED_ASSET_GRACE_DAYS = 30;

/**
 * An asset's URL in a document's text, its hash captured. Documents are kept as they were sent,
 * and JSON may write a slash as \/ (PHP's json_encode does, by default): that URL points at the
 * asset all the same.
 */
const ASSET_URL_PATTERN = `${BRAND_ASSETS_PREFIX.replaceAll('/', '\\\\?/')}([0-9a-f]{64})`;

/**
 * Deletes the assets uploaded over `graceDays` ago that no configuration document (a version's,
 * a draft's, a scheduled publish's, a baseline's) points at, and answers how many. Documents are
 * never deleted, so an asset any version used stays for its rollback. The documents are read once
 * per run, and only when some asset is old enough. While they are read, no document can be added
 * (a SHARE lock on config_documents, until the delete commits): a publish, draft or scheduled
 * publish being stored meanwhile commits first and is read, or waits for the delete; otherwise a
 * document not yet committed when the delete read the others would point at a deleted asset.
 */
export async function purgeUnusedAssets(
  db: Kysely<DB>,
  graceDays = UNUSED_ASSET_GRACE_DAYS,
): Promise<number> {
  const olderThan = sql<Date>`now() - make_interval(days => ${graceDays})`;
  const someOld = await db
    .selectFrom('config_assets')
    .select('hash')
    .where('uploaded_at', '<', olderThan)
    .limit(1)
    .executeTakeFirst();
  if (!someOld) return 0;
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE config_documents IN SHARE MODE`.execute(trx);
    const result = await sql`
      DELETE FROM config_assets
      WHERE uploaded_at < ${olderThan}
        AND hash NOT IN (
          SELECT (regexp_matches(body, ${ASSET_URL_PATTERN}, 'g'))[1]
          FROM config_documents
        )`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}
