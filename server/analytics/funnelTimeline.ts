import { sql, type Kysely } from 'kysely';
import type { FunnelTimeline } from '../../shared/contract/studio';
import type { DB } from '../db/schema';
import { liveChangesOf } from '../config/store/versions';
import { cellOf, type FunnelFilter } from './funnel';

/**
 * The filter's signups and payments per day (from the rollup, which funnelOf brings up to date),
 * and every publish and rollback of the brand in the period, with the version each replaced.
 */
export async function funnelTimelineOf(
  db: Kysely<DB>,
  filter: FunnelFilter,
): Promise<FunnelTimeline> {
  const days = await sql<{ day: string; signups: string; paid: string }>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(signups) AS signups, sum(paid) AS paid
    FROM funnel_rollup_totals WHERE ${cellOf(filter)}
    GROUP BY day ORDER BY day`.execute(db);
  const changes = await liveChangesOf(db, filter.brand, filter.from, filter.to);
  return {
    days: days.rows.map((row) => ({
      day: row.day,
      signups: Number(row.signups),
      paid: Number(row.paid),
    })),
    changes: changes.map(({ changedBy, changedAt, ...change }) => ({
      ...change,
      by: changedBy,
      at: changedAt.toISOString(),
    })),
  };
}
