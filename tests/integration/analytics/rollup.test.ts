import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { funnelOf } from '../../../server/analytics/funnel';
import { refreshFunnelRollup } from '../../../server/analytics/funnelRollup';
import { openDatabase, type Database } from '../../../server/db/database';
import { bucketOfSeconds } from '../../../shared/analytics/durationHistogram';
import { databaseTargets } from '../support/databases';
import { tempDir } from '../support/server';

const DAY = '2026-03-10';
const dayStart = new Date(`${DAY}T00:00:00Z`);
const at = (seconds: number) => new Date(dayStart.getTime() + seconds * 1000);
const whole = { brand: 'default', from: dayStart, to: new Date(`2026-03-11T00:00:00Z`) };

interface Owner {
  id: string;
  version?: string;
  language?: string;
}

describe.each(databaseTargets())('the funnel rollup on $name', (target) => {
  let database: Database;
  let databaseUrl: string | undefined;
  let drop: () => Promise<void>;
  const dir = tempDir('onramp-rollup-');
  const db = () => database.db;

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    databaseUrl = created.databaseUrl;
    database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: dir.path });
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
    dir.remove();
  });
  beforeEach(async () => {
    await sql`TRUNCATE onboarding_events, funnel_owners, funnel_owner_steps, funnel_owner_messages,
      funnel_rollup_totals, funnel_rollup_steps, funnel_rollup_durations, funnel_rollup_messages`.execute(
      db(),
    );
  });

  const insertEvent = (
    owner: Owner,
    kind: string,
    occurredAt: Date,
    extra: { step?: string; category?: string; field?: string; messageId?: string } = {},
  ) =>
    db()
      .insertInto('onboarding_events')
      .values({
        kind: kind as 'signed_up',
        user_id: owner.id,
        brand: 'default',
        config_version_id: owner.version ?? '1',
        language: owner.language ?? 'en',
        category: extra.category ?? null,
        step: extra.step ?? null,
        field: extra.field ?? null,
        message_id: extra.messageId ?? null,
        occurred_at: occurredAt,
      })
      .execute();

  /** An owner who signed up at `start` seconds into the day and spent `seconds` on the step. */
  async function ownerOnStep(start: number, seconds: number, owner: Owner = { id: randomUUID() }) {
    await insertEvent(owner, 'signed_up', at(start));
    await insertEvent(owner, 'step_viewed', at(start + 1), { step: 'business_category' });
    await insertEvent(owner, 'step_completed', at(start + 1 + seconds), {
      step: 'business_category',
      category: 'SaaS',
    });
    return owner;
  }

  it('keeps each time on a step in the bucket the page reads it back from', async () => {
    const times = [0.25, 1, 1.5, 2, 8, 30, 599.9, 3600, 2 * 86400, 1e10];
    for (const [index, seconds] of times.entries()) await ownerOnStep(index * 60, seconds);
    await refreshFunnelRollup(db());
    const rows = await sql<{ bucket: number; users: number }>`
      SELECT bucket, users FROM funnel_rollup_durations
      WHERE version = '*' AND language = '*' AND category = '*' ORDER BY bucket`.execute(db());
    const expected = new Map<number, number>();
    for (const seconds of times)
      expected.set(bucketOfSeconds(seconds), (expected.get(bucketOfSeconds(seconds)) ?? 0) + 1);
    expect(rows.rows.map((row) => [Number(row.bucket), Number(row.users)])).toEqual(
      [...expected.entries()].sort(([a], [b]) => a - b),
    );
  });

  it('reads the median and 90th percentile off the histograms within 19 % of the exact ones', async () => {
    const times = Array.from({ length: 200 }, (_, index) => Math.round(5 * 1.031 ** index));
    for (const [index, seconds] of times.entries()) await ownerOnStep(index * 10, seconds);
    const funnel = await funnelOf(db(), whole);
    const step = funnel.steps.find((row) => row.step === 'business_category')!;
    expect(step).toMatchObject({ arrived: 200, completed: 200 });
    const sorted = [...times].sort((a, b) => a - b);
    const exact = (q: number) => sorted[Math.floor(q * (sorted.length - 1))]!;
    expect(Math.abs(step.medianSeconds! / exact(0.5) - 1)).toBeLessThan(0.19);
    expect(Math.abs(step.p90Seconds! / exact(0.9) - 1)).toBeLessThan(0.19);
  });

  it('recounts an owner who acts days later, on their signup day, under the category chosen last', async () => {
    const owner: Owner = { id: randomUUID(), language: 'de' };
    await insertEvent(owner, 'signed_up', at(100));
    await insertEvent(owner, 'step_viewed', at(101), { step: 'business_category' });
    await insertEvent(owner, 'step_completed', at(160), {
      step: 'business_category',
      category: 'SaaS',
    });
    expect((await refreshFunnelRollup(db())).owners).toBe(1);
    expect((await funnelOf(db(), { ...whole, category: 'SaaS' })).signups).toBe(1);

    // A week later the owner changes the category and pays: the signup day is recounted.
    const weekLater = new Date(at(0).getTime() + 7 * 86400 * 1000);
    await insertEvent(owner, 'step_completed', weekLater, {
      step: 'business_category',
      category: 'Education',
    });
    await insertEvent(owner, 'payment_paid', new Date(weekLater.getTime() + 1000), {
      category: 'Education',
    });
    expect((await refreshFunnelRollup(db())).owners).toBe(1);
    expect(await funnelOf(db(), { ...whole, category: 'SaaS' })).toMatchObject({ signups: 0 });
    expect(await funnelOf(db(), { ...whole, category: 'Education', language: 'de' })).toMatchObject(
      {
        signups: 1,
        paid: 1,
      },
    );
    expect((await refreshFunnelRollup(db())).owners).toBe(0);
  });

  it('adds up to the same funnel whichever filters are applied', async () => {
    const owners: Owner[] = [
      { id: randomUUID(), version: '1', language: 'en' },
      { id: randomUUID(), version: '1', language: 'de' },
      { id: randomUUID(), version: '2', language: 'de' },
    ];
    for (const [index, owner] of owners.entries())
      await ownerOnStep(index * 100, 30 + index, owner);
    await insertEvent(owners[2]!, 'validation_failed', at(500), {
      step: 'business_category',
      field: 'name',
      messageId: 'validation.required',
    });
    const all = await funnelOf(db(), whole);
    const german = await funnelOf(db(), { ...whole, language: 'de' });
    const germanOnTwo = await funnelOf(db(), { ...whole, language: 'de', versionId: '2' });
    expect([all.signups, german.signups, germanOnTwo.signups]).toEqual([3, 2, 1]);
    expect(germanOnTwo.messages).toEqual([
      { step: 'business_category', field: 'name', messageId: 'validation.required', count: 1 },
    ]);
    expect((await funnelOf(db(), { ...whole, versionId: '1' })).messages).toEqual([]);
  });

  it.runIf(target.name === 'postgres')(
    'counts an event whose transaction committed after a refresh had begun',
    async () => {
      const owner = await ownerOnStep(0, 10);
      await refreshFunnelRollup(db());
      const other = new pg.Client({ connectionString: databaseUrl });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query(
          `INSERT INTO onboarding_events (kind, user_id, brand, config_version_id, language, occurred_at)
           VALUES ('payment_paid', $1, 'default', 1, 'en', $2)`,
          [owner.id, at(300)],
        );
        // The refresh runs while that transaction is open, so it cannot see the payment yet.
        await refreshFunnelRollup(db());
        expect((await funnelOf(db(), whole)).paid).toBe(0);
        await other.query('COMMIT');
      } finally {
        await other.end();
      }
      expect((await funnelOf(db(), whole)).paid).toBe(1);
    },
  );
});
