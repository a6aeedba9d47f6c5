import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

const PARENT = 'onboarding_events';
const DEFAULT_PARTITION = 'onboarding_events_default';
const MONTH_PARTITION = /^onboarding_events_y(\d{4})m(\d{2})$/;
/** Serialises partition work across instances (an arbitrary, fixed advisory-lock key). */
const PARTITION_LOCK = 7_114_201;

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));
const nameOf = (start: Date) =>
  `onboarding_events_y${start.getUTCFullYear()}m${String(start.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * Makes sure the months from this one to `monthsAhead` later each have a partition. A month's rows
 * that landed in the default partition meanwhile are moved into it in the same transaction, so no
 * event is ever lost or counted twice.
 */
export async function ensureEventPartitions(
  db: Kysely<DB>,
  now: Date = new Date(),
  monthsAhead = 2,
): Promise<string[]> {
  const created: string[] = [];
  for (let offset = 0; offset <= monthsAhead; offset++) {
    const from = monthStart(now.getUTCFullYear(), now.getUTCMonth() + offset);
    const to = monthStart(from.getUTCFullYear(), from.getUTCMonth() + 1);
    const name = nameOf(from);
    const made = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${PARTITION_LOCK})`.execute(trx);
      const exists = await sql<{ found: boolean }>`
        SELECT to_regclass(${name}) IS NOT NULL AS found`.execute(trx);
      if (exists.rows[0]?.found) return false;
      await sql`CREATE TABLE ${sql.table(name)} (LIKE ${sql.table(PARENT)} INCLUDING DEFAULTS)`.execute(
        trx,
      );
      // No row may land in the default partition between the move and the attach (which checks it).
      await sql`LOCK TABLE ${sql.table(DEFAULT_PARTITION)} IN SHARE ROW EXCLUSIVE MODE`.execute(
        trx,
      );
      await sql`
        WITH moved AS (
          DELETE FROM ${sql.table(DEFAULT_PARTITION)}
          WHERE occurred_at >= ${from} AND occurred_at < ${to}
          RETURNING *
        )
        INSERT INTO ${sql.table(name)} SELECT * FROM moved`.execute(trx);
      await sql`ALTER TABLE ${sql.table(PARENT)} ATTACH PARTITION ${sql.table(name)}
        FOR VALUES FROM (${sql.lit(from.toISOString())}) TO (${sql.lit(to.toISOString())})`.execute(
        trx,
      );
      return true;
    });
    if (made) created.push(name);
  }
  return created;
}

/**
 * Drops each month that ended more than `retentionMonths` whole months ago, table and all, and the
 * default partition's rows as old, and the funnel rollup's per-owner rows of owners who signed up
 * before then: the retention EVENT_RETENTION_MONTHS sets.
 */
export async function dropExpiredEventPartitions(
  db: Kysely<DB>,
  retentionMonths: number,
  now: Date = new Date(),
): Promise<string[]> {
  const keepFrom = monthStart(now.getUTCFullYear(), now.getUTCMonth() - retentionMonths);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${PARTITION_LOCK})`.execute(trx);
    const partitions = await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_inherits i
      JOIN pg_class c ON c.oid = i.inhrelid
      JOIN pg_class p ON p.oid = i.inhparent
      WHERE p.relname = ${PARENT}`.execute(trx);
    const dropped: string[] = [];
    for (const { name } of partitions.rows) {
      const month = MONTH_PARTITION.exec(name);
      if (!month) continue;
      const start = monthStart(Number(month[1]), Number(month[2]) - 1);
      if (start >= keepFrom) continue;
      await sql`DROP TABLE ${sql.table(name)}`.execute(trx);
      dropped.push(name);
    }
    await sql`DELETE FROM ${sql.table(DEFAULT_PARTITION)} WHERE occurred_at < ${keepFrom}`.execute(
      trx,
    );
    // The owners who signed up that long ago leave the rollup's per-owner tables too; what they
    // added to the funnels' counts stays.
    for (const table of ['funnel_owner_messages', 'funnel_owner_steps'])
      await sql`DELETE FROM ${sql.table(table)} p USING funnel_owners o
        WHERE o.user_id = p.user_id AND o.day < ${keepFrom}`.execute(trx);
    await sql`DELETE FROM funnel_owners WHERE day < ${keepFrom}`.execute(trx);
    return dropped.sort();
  });
}
