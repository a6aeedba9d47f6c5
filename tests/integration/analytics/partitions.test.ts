import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dropExpiredEventPartitions,
  ensureEventPartitions,
} from '../../../server/analytics/partitions';
import { openDatabase, type Database } from '../../../server/db/database';
import { databaseTargets } from '../support/databases';
import { tempDir } from '../support/server';

const event = (occurredAt: string) => ({
  kind: 'step_viewed' as const,
  user_id: '00000000-0000-4000-8000-000000000001',
  brand: 'default',
  config_version_id: null,
  language: null,
  category: null,
  step: 'business_category',
  occurred_at: new Date(occurredAt),
});

describe.each(databaseTargets())('onboarding event partitions on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  const dir = tempDir('onramp-partitions-');

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    database = await openDatabase(
      created.databaseUrl ? { databaseUrl: created.databaseUrl } : { dataDir: dir.path },
    );
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
    dir.remove();
  });

  const rowsIn = async (table: string) =>
    Number(
      (await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(database.db))
        .rows[0]!.n,
    );

  it('makes a table per month ahead, moves rows that waited in the default partition, and loses none', async () => {
    const db = database.db;
    // Written before any month had its table: they wait in the default partition.
    await db
      .insertInto('onboarding_events')
      .values([
        event('2031-03-05T10:00:00Z'),
        event('2031-04-30T23:59:59Z'),
        event('2031-06-01T00:00:00Z'),
      ])
      .execute();
    expect(await rowsIn('onboarding_events_default')).toBeGreaterThanOrEqual(3);

    const created = await ensureEventPartitions(db, new Date('2031-03-20T00:00:00Z'), 2);
    expect(created).toEqual([
      'onboarding_events_y2031m03',
      'onboarding_events_y2031m04',
      'onboarding_events_y2031m05',
    ]);
    expect(await rowsIn('onboarding_events_y2031m03')).toBe(1);
    expect(await rowsIn('onboarding_events_y2031m04')).toBe(1);
    // June has no table yet: its row stays in the default partition, still counted.
    const total = await db
      .selectFrom('onboarding_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('occurred_at', '>=', new Date('2031-01-01T00:00:00Z'))
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(3);
    // Again, and twice at once: nothing new, nothing lost.
    const again = await Promise.all([
      ensureEventPartitions(db, new Date('2031-03-20T00:00:00Z'), 2),
      ensureEventPartitions(db, new Date('2031-03-20T00:00:00Z'), 2),
    ]);
    expect(again).toEqual([[], []]);
    // New rows go straight to their month.
    await db.insertInto('onboarding_events').values(event('2031-05-10T00:00:00Z')).execute();
    expect(await rowsIn('onboarding_events_y2031m05')).toBe(1);
  });

  it('drops the months past the retention, and only those', async () => {
    const db = database.db;
    await ensureEventPartitions(db, new Date('2031-01-15T00:00:00Z'), 0);
    await db.insertInto('onboarding_events').values(event('2031-01-15T00:00:00Z')).execute();
    const owner = (user: string, day: string) =>
      sql`INSERT INTO funnel_owners (user_id, brand, version, language, category, day,
          checkout_opened, paid, tenant_ready)
        VALUES (${user}::uuid, 'default', '1', 'en', '', ${day}::date, false, false, false)`.execute(
        db,
      );
    await owner('00000000-0000-4000-8000-00000000000a', '2031-01-31');
    await owner('00000000-0000-4000-8000-00000000000b', '2031-02-01');
    await sql`INSERT INTO funnel_owner_steps (user_id, step)
      VALUES ('00000000-0000-4000-8000-00000000000a', 'business_category')`.execute(db);
    const dropped = await dropExpiredEventPartitions(db, 2, new Date('2031-04-02T00:00:00Z'));
    expect(dropped).toEqual(['onboarding_events_y2031m01']);
    const left = await db
      .selectFrom('onboarding_events')
      .select('occurred_at')
      .where('occurred_at', '>=', new Date('2031-01-01T00:00:00Z'))
      .where('occurred_at', '<', new Date('2031-02-01T00:00:00Z'))
      .execute();
    expect(left).toEqual([]);
    expect(await rowsIn('onboarding_events_y2031m03')).toBe(1);
    const owners = await sql<{ day: string }>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day FROM funnel_owners ORDER BY day`.execute(db);
    expect(owners.rows).toEqual([{ day: '2031-02-01' }]);
    expect(await rowsIn('funnel_owner_steps')).toBe(0);
  });
});
