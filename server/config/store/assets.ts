import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

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
