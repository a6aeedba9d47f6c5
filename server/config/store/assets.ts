import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Where the brand images uploaded in the Studio are served, for every page and every host. */
export const BRAND_ASSETS_PREFIX = '/brand-assets/';

/** An image the brand's configuration can point at, as stored. */
export interface ConfigAsset {
  hash: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Stores an asset under its hash; the same bytes uploaded again keep the first row but count as
 * uploaded now, so purgeUnusedAssets leaves them to the draft about to use them.
 */
export async function saveConfigAsset(
  db: Kysely<DB>,
  asset: ConfigAsset & { uploadedBy: string },
): Promise<void> {
  await db
    .insertInto('config_assets')
    .values({
      hash: asset.hash,
      content_type: asset.contentType,
      bytes: asset.bytes,
      uploaded_by: asset.uploadedBy,
    })
    .onConflict((conflict) => conflict.column('hash').doUpdateSet({ uploaded_at: sql`now()` }))
    .execute();
}

/** The asset with this hash, or undefined. */
export async function configAssetOf(
  db: Kysely<DB>,
  hash: string,
): Promise<ConfigAsset | undefined> {
  const row = await db
    .selectFrom('config_assets')
    .select(['hash', 'content_type', 'bytes'])
    .where('hash', '=', hash)
    .executeTakeFirst();
  return row && { hash: row.hash, contentType: row.content_type, bytes: row.bytes };
}

/** Which of these hashes name a stored asset. */
export async function storedAssetHashes(db: Kysely<DB>, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('config_assets')
    .select('hash')
    .where('hash', 'in', hashes)
    .execute();
  return new Set(rows.map((row) => row.hash));
}

/**
 * How long an upload no configuration in use points at is kept: a draft kept in an operator's
 * browser may still point at it (a publish of it is refused once the image is gone, see
 * missingAssetProblems).
 */
export const UNUSED_ASSET_GRACE_DAYS = 30;

/**
 * An asset's URL in a document's text, its hash captured. Documents are kept as they were sent,
 * and JSON may write a slash as \/ (PHP's json_encode does, by default): that URL points at the
 * asset all the same.
 */
const ASSET_URL_PATTERN = `${BRAND_ASSETS_PREFIX.replaceAll('/', '\\\\?/')}([0-9a-f]{64})`;

/**
 * Deletes the assets uploaded over `graceDays` ago that no configuration still in use points at
 * (a version's files, a draft's until it expires, a scheduled publish's, a baseline's), and
 * answers how many. Every version is kept, so an asset any version used stays for its rollback;
 * an image only tried out in drafts goes once they expired. The documents are read once per run,
 * and only when some asset is old enough. While they are read, no document can be added (a SHARE
 * lock on config_documents, until the delete commits; every version, draft and scheduled publish
 * stores its documents before its list of files, in one transaction): one being stored meanwhile
 * commits first and is read, or waits for the delete; otherwise it could point at a deleted asset.
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
          WHERE config_documents.hash IN (
            SELECT hash FROM config_version_files
            UNION SELECT files.hash FROM config_draft_files AS files
              JOIN config_drafts AS drafts ON drafts.id = files.draft_id
              WHERE drafts.expires_at > now()
            UNION SELECT hash FROM config_scheduled_publish_files
            UNION SELECT hash FROM config_baselines
          )
        )`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}
