import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { configAssetOf, saveConfigAsset } from '../../../server/config/store/assets';
import { purgeUnusedAssets } from '../../../server/config/store/assets';
import { openDatabase } from '../../../server/db/database';
import { databaseTargets } from '../support/databases';
import { waitFor } from '../support/waitFor';

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** An image uploaded 31 days ago; answers its hash. */
async function oldAsset(db: Db): Promise<string> {
  const bytes = randomBytes(64);
  const hash = createHash('sha256').update(bytes).digest('hex');
  await saveConfigAsset(db, {
    hash,
    contentType: 'image/png',
    bytes,
    uploadedBy: 'ops@example.com',
  });
  await db
    .updateTable('config_assets')
    .set({ uploaded_at: sql<Date>`now() - make_interval(days => 31)` })
    .where('hash', '=', hash)
    .execute();
  return hash;
}

/** Stores `body` as the brand's baseline brand.json, in `db` (or a transaction). */
async function storeBaseline(db: Db, body: string): Promise<void> {
  const hash = createHash('sha256').update(body).digest('hex');
  await db.insertInto('config_documents').values({ hash, body }).execute();
  await db
    .insertInto('config_baselines')
    .values({ brand: 'default', path: 'brands/default/brand.json', hash })
    .execute();
}

describe.each(databaseTargets())('the purge of unused brand images on $name', (target) => {
  it('keeps an image a document points at with its slashes escaped, as JSON may write them', async () => {
    const { databaseUrl, drop } = await target.create();
    const database = await openDatabase({ databaseUrl });
    try {
      const db = database.db;
      const used = await oldAsset(db);
      const unused = await oldAsset(db);
      // {"logo":"\/brand-assets\/<hash>.png"}: JSON.parse reads the same URL.
      const body = `{"logo":"\\/brand-assets\\/${used}.png"}`;
      expect(JSON.parse(body)).toEqual({ logo: `/brand-assets/${used}.png` });
      await storeBaseline(db, body);
      expect(await purgeUnusedAssets(db)).toBe(1);
      expect(await configAssetOf(db, used)).toBeDefined();
      expect(await configAssetOf(db, unused)).toBeUndefined();
    } finally {
      await database.close();
      await drop();
    }
  });
});

// Two connections at once: a purge while a publish's transaction is still open.
const postgres = databaseTargets().filter((target) => target.name === 'postgres');

describe.runIf(postgres.length > 0)('the purge of unused brand images on PostgreSQL', () => {
  it('keeps an old image a document being stored meanwhile points at', async () => {
    const { databaseUrl, drop } = await postgres[0]!.create();
    const database = await openDatabase({ databaseUrl });
    try {
      const db = database.db;
      // Uploaded long ago, and no document points at it yet.
      const hash = await oldAsset(db);

      let purge!: Promise<number>;
      await db.transaction().execute(async (trx) => {
        // A publish storing a brand.json that points at the image, not yet committed...
        const body = JSON.stringify({ logo: `/brand-assets/${hash}.png` });
        await storeBaseline(trx, body);
        // ...while the hourly purge runs: it either ends or waits for this transaction.
        let ended = false;
        purge = purgeUnusedAssets(db).finally(() => {
          ended = true;
        });
        await waitFor(async () => {
          if (ended) return true;
          const waiting = await sql<{ n: number }>`
            SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db);
          return waiting.rows[0]!.n > 0 ? true : undefined;
        });
      });
      await purge;
      // The published document points at it: it stays.
      expect(await configAssetOf(db, hash)).toBeDefined();
    } finally {
      await database.close();
      await drop();
    }
  });
});
