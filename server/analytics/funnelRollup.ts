import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { BUCKETS_PER_DOUBLING, LAST_BUCKET } from '../../shared/analytics/durationHistogram';
import type { DB } from '../db/schema';

/** The value a dimension of the rollup takes in the rows that count every value of it. */
export const ANY = '*';

/** Each filter of the funnel page as a rollup column: its value, or ANY where it is not grouped. */
const DIMENSIONS = sql.raw(`
  CASE WHEN GROUPING(o.version) = 1 THEN '${ANY}' ELSE o.version END,
  CASE WHEN GROUPING(o.language) = 1 THEN '${ANY}' ELSE o.language END,
  CASE WHEN GROUPING(o.category) = 1 THEN '${ANY}' ELSE o.category END`);
const GROUPED = sql.raw('o.brand, o.day, CUBE (o.version, o.language, o.category)');

/**
 * The bucket of shared/analytics/durationHistogram for `seconds` (float8), in SQL, as
 * bucketOfSeconds reads it: the logarithm says which bucket to within one, the bounds then decide.
 */
const lowerBoundOf = (bucket: RawBuilder<unknown>) =>
  sql`power(2::float8, (${bucket} - 1)::float8 / ${BUCKETS_PER_DOUBLING})`;
const BUCKET_OF_SECONDS = sql`CASE
  WHEN seconds < 1 THEN 0
  WHEN seconds >= ${lowerBoundOf(sql.lit(LAST_BUCKET))} THEN ${sql.lit(LAST_BUCKET)}
  WHEN seconds < ${lowerBoundOf(sql`estimate`)} THEN estimate - 1
  WHEN seconds >= ${lowerBoundOf(sql`estimate + 1`)} THEN estimate + 1
  ELSE estimate END`;
const ESTIMATE = sql`LEAST(GREATEST(
  floor(${BUCKETS_PER_DOUBLING} * ln(greatest(seconds, 1)) / ln(2))::int + 1, 1), ${LAST_BUCKET - 1})`;

const PER_OWNER_TABLES = ['funnel_owners', 'funnel_owner_steps', 'funnel_owner_messages'];
/** A catch-up of at least this many owners refreshes the planner's statistics afterwards. */
const BULK_OWNERS = 10_000;

/** Owners this refresh recounts, in a table of the transaction. */
const TOUCHED = sql.table('funnel_touched');
/**
 * The touched owners' rows, as `o`. The per-owner tables and the events are then read per owner
 * (LATERAL, kept apart from the join by OFFSET 0 so that stale statistics never turn it into a
 * scan of the whole table), by their keys: a refresh costs what the owners it recounts did, not
 * what everyone did.
 */
const OWNERS = sql`${TOUCHED} t JOIN funnel_owners o ON o.user_id = t.user_id`;

/** Each rollup table: the columns that name a row after the cell's, and those that count. */
const ROLLUP_TABLES = [
  {
    name: 'totals',
    keys: [],
    counts: ['signups', 'checkouts_opened', 'paid', 'tenants_ready'],
  },
  { name: 'steps', keys: ['step'], counts: ['arrived', 'completed'] },
  { name: 'durations', keys: ['step', 'bucket'], counts: ['users'] },
  { name: 'messages', keys: ['step', 'field', 'message_id'], counts: ['times'] },
] as const;

const rollupTable = (name: string) => sql.table(`funnel_rollup_${name}`);
const deltaTable = (name: string) => sql.table(`funnel_delta_${name}`);

/**
 * Writes the touched owners' parts (sign 1), or their opposites (sign -1), into the delta tables:
 * grouped by brand, signup day and every combination of version, language and category.
 */
async function collectOwners(trx: Transaction<DB>, sign: 1 | -1): Promise<void> {
  const n = (count: RawBuilder<unknown>) => sql`${sign} * ${count}`;
  await sql`
    INSERT INTO ${deltaTable('totals')}
      (brand, day, version, language, category, signups, checkouts_opened, paid, tenants_ready)
    SELECT o.brand, o.day, ${DIMENSIONS}, ${n(sql`count(*)`)},
      ${n(sql`count(*) FILTER (WHERE o.checkout_opened)`)}, ${n(sql`count(*) FILTER (WHERE o.paid)`)},
      ${n(sql`count(*) FILTER (WHERE o.tenant_ready)`)}
    FROM ${OWNERS}
    GROUP BY ${GROUPED}`.execute(trx);
  await sql`
    INSERT INTO ${deltaTable('steps')}
      (brand, day, version, language, category, step, arrived, completed)
    SELECT o.brand, o.day, ${DIMENSIONS}, s.step, ${n(sql`count(*)`)}, ${n(sql`count(s.completed_at)`)}
    FROM ${OWNERS} CROSS JOIN LATERAL (
      SELECT step, completed_at FROM funnel_owner_steps WHERE user_id = o.user_id OFFSET 0) s
    GROUP BY s.step, ${GROUPED}`.execute(trx);
  await sql`
    INSERT INTO ${deltaTable('durations')}
      (brand, day, version, language, category, step, bucket, users)
    SELECT o.brand, o.day, ${DIMENSIONS}, s.step, s.bucket, ${n(sql`count(*)`)}
    FROM ${OWNERS} CROSS JOIN LATERAL (
      SELECT step, ${BUCKET_OF_SECONDS} AS bucket
      FROM (
        SELECT step, seconds, ${ESTIMATE} AS estimate
        FROM (
          SELECT step, extract(epoch FROM completed_at - viewed_at)::float8 AS seconds
          FROM funnel_owner_steps WHERE user_id = o.user_id AND completed_at >= viewed_at
          OFFSET 0
        ) timed
      ) estimated
    ) s
    GROUP BY s.step, s.bucket, ${GROUPED}`.execute(trx);
  await sql`
    INSERT INTO ${deltaTable('messages')}
      (brand, day, version, language, category, step, field, message_id, times)
    SELECT o.brand, o.day, ${DIMENSIONS}, m.step, m.field, m.message_id, ${n(sql`sum(m.times)`)}
    FROM ${OWNERS} CROSS JOIN LATERAL (
      SELECT step, field, message_id, times FROM funnel_owner_messages WHERE user_id = o.user_id
      OFFSET 0) m
    GROUP BY m.step, m.field, m.message_id, ${GROUPED}`.execute(trx);
}

/**
 * Adds the deltas to the rollup, each row's parts summed first: an owner who only completed one
 * more step changes a few rows, not every row their part touches.
 */
async function applyDeltas(trx: Transaction<DB>): Promise<void> {
  for (const table of ROLLUP_TABLES) {
    const key = sql.raw(
      ['brand', 'version', 'language', 'category', 'day', ...table.keys].join(', '),
    );
    const sums = sql.raw(table.counts.map((count) => `sum(${count})`).join(', '));
    const changed = sql.raw(table.counts.map((count) => `sum(${count}) <> 0`).join(' OR '));
    const added = sql.raw(
      table.counts.map((count) => `${count} = r.${count} + excluded.${count}`).join(', '),
    );
    await sql`
      INSERT INTO ${rollupTable(table.name)} AS r (${key}, ${sql.raw(table.counts.join(', '))})
      SELECT ${key}, ${sums} FROM ${deltaTable(table.name)}
      GROUP BY ${key} HAVING ${changed}
      ON CONFLICT (${key}) DO UPDATE SET ${added}`.execute(trx);
  }
}

/**
 * Recounts each touched owner's part from their events: the version and language they signed up
 * with, the category they chose last, when they first saw and completed each step, the validation
 * messages they met, and whether they opened the checkout, paid and got their workspace. An owner
 * whose signup is not among the events (past the retention) has no part.
 */
async function recountOwners(trx: Transaction<DB>): Promise<void> {
  for (const table of [...PER_OWNER_TABLES].reverse())
    await sql`DELETE FROM ${sql.table(table)} o USING ${TOUCHED} t
      WHERE o.user_id = t.user_id`.execute(trx);
  const happened = (kind: string) =>
    sql`EXISTS (SELECT 1 FROM onboarding_events e WHERE e.user_id = s.user_id AND e.kind = ${kind})`;
  await sql`
    INSERT INTO funnel_owners
      (user_id, brand, day, version, language, category, checkout_opened, paid, tenant_ready)
    SELECT DISTINCT ON (s.user_id) s.user_id, s.brand, (s.occurred_at AT TIME ZONE 'UTC')::date,
      coalesce(s.config_version_id::text, ''), coalesce(s.language, ''),
      coalesce((
        SELECT c.category FROM onboarding_events c
        WHERE c.user_id = s.user_id AND c.category IS NOT NULL
        ORDER BY c.occurred_at DESC LIMIT 1), ''),
      ${happened('payment_opened')}, ${happened('payment_paid')}, ${happened('tenant_ready')}
    FROM ${TOUCHED} t CROSS JOIN LATERAL (
      SELECT user_id, brand, occurred_at, config_version_id, language FROM onboarding_events
      WHERE user_id = t.user_id AND kind = 'signed_up'
      OFFSET 0
    ) s
    ORDER BY s.user_id, s.occurred_at`.execute(trx);
  await sql`
    INSERT INTO funnel_owner_steps (user_id, step, viewed_at, completed_at)
    SELECT e.user_id, e.step,
      min(e.occurred_at) FILTER (WHERE e.kind = 'step_viewed'),
      min(e.occurred_at) FILTER (WHERE e.kind = 'step_completed')
    FROM ${OWNERS} CROSS JOIN LATERAL (
      SELECT user_id, step, kind, occurred_at FROM onboarding_events
      WHERE user_id = o.user_id AND kind IN ('step_viewed', 'step_completed') AND step IS NOT NULL
      OFFSET 0
    ) e
    GROUP BY e.user_id, e.step`.execute(trx);
  await sql`
    INSERT INTO funnel_owner_messages (user_id, step, field, message_id, times)
    SELECT e.user_id, e.step, e.field, e.message_id, count(*)
    FROM ${OWNERS} CROSS JOIN LATERAL (
      SELECT user_id, step, field, message_id FROM onboarding_events
      WHERE user_id = o.user_id AND kind = 'validation_failed'
        AND step IS NOT NULL AND field IS NOT NULL AND message_id IS NOT NULL
      OFFSET 0
    ) e
    GROUP BY e.user_id, e.step, e.field, e.message_id`.execute(trx);
}

export interface RollupRefresh {
  /** How many owners had events since the last refresh and were recounted. */
  owners: number;
}

/**
 * The oldest transaction whose events the rollup may not hold yet, as text (a bigint). `lock` holds
 * the row until the transaction ends, so refreshes take turns.
 */
async function readWatermark(db: Kysely<DB>, options: { lock?: boolean } = {}): Promise<string> {
  const state = await sql<{ since: string }>`
    SELECT caught_up_to_tx::text AS since FROM funnel_rollup_state WHERE id = 1
    ${options.lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  return state.rows[0]?.since ?? '0';
}

/**
 * Brings the rollup up to date: every owner with an event written since the last refresh has
 * their part taken out, recounted from their events and put back, as one net change per row.
 * "Since" is by transaction id, not by clock: the refresh remembers the oldest transaction that
 * could still have been running when it began (the snapshot's xmin) and next time starts from
 * there, so an event whose transaction committed late is never missed. Refreshes take turns.
 */
export async function refreshFunnelRollup(db: Kysely<DB>): Promise<RollupRefresh> {
  // Most page loads find nothing new: answered by one look at the tx index, with no lock or write.
  const pending = await sql`
    SELECT tx FROM onboarding_events WHERE tx >= ${await readWatermark(db)}::bigint
    ORDER BY tx LIMIT 1`.execute(db);
  if (pending.rows.length === 0) return { owners: 0 };
  return db.transaction().execute(async (trx) => {
    const horizon = await sql<{ tx: string }>`
      SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS tx`.execute(trx);
    const since = await readWatermark(trx, { lock: true });
    await sql`CREATE TEMP TABLE ${TOUCHED} (user_id uuid PRIMARY KEY) ON COMMIT DROP`.execute(trx);
    const touched = await sql`
      INSERT INTO ${TOUCHED} (user_id)
      SELECT DISTINCT user_id FROM onboarding_events
      WHERE tx >= ${since}::bigint`.execute(trx);
    const owners = Number(touched.numAffectedRows ?? 0);
    if (owners > 0) {
      // Compiling these short queries would cost more than running them.
      await sql`SET LOCAL jit = off`.execute(trx);
      await sql`ANALYZE ${TOUCHED}`.execute(trx);
      for (const table of ROLLUP_TABLES)
        await sql`CREATE TEMP TABLE ${deltaTable(table.name)}
          (LIKE ${rollupTable(table.name)}) ON COMMIT DROP`.execute(trx);
      await collectOwners(trx, -1);
      await recountOwners(trx);
      await collectOwners(trx, 1);
      await applyDeltas(trx);
      // Embedded PGlite has no autovacuum to keep the planner's statistics: after a large catch-up
      // (the first, or after a pause) they are refreshed here.
      if (owners >= BULK_OWNERS)
        for (const table of [
          ...PER_OWNER_TABLES.map((name) => sql.table(name)),
          ...ROLLUP_TABLES.map(({ name }) => rollupTable(name)),
        ])
          await sql`ANALYZE ${table}`.execute(trx);
    }
    await sql`UPDATE funnel_rollup_state
      SET caught_up_to_tx = GREATEST(caught_up_to_tx, ${horizon.rows[0]!.tx}::bigint),
        refreshed_at = now()
      WHERE id = 1`.execute(trx);
    return { owners };
  });
}
