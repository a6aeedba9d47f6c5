import { sql, type Kysely } from 'kysely';
import type { FunnelTimeline } from '../../shared/contract/studio';
import type { DB } from '../db/schema';
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
  const changes = await db
    .selectFrom('config_live_changes as change')
    .innerJoin('config_versions as version', 'version.id', 'change.version_id')
    .leftJoin('config_versions as previous', 'previous.id', 'change.previous_version_id')
    .select([
      'change.kind',
      'change.version_id',
      'change.previous_version_id',
      'change.changed_by',
      'change.changed_at',
      'version.number',
      'version.note',
      'previous.number as previous_number',
    ])
    .where('change.brand', '=', filter.brand)
    .where('change.changed_at', '>=', filter.from)
    .where('change.changed_at', '<', filter.to)
    .orderBy('change.changed_at')
    .orderBy('change.id')
    .execute();
  return {
    days: days.rows.map((row) => ({
      day: row.day,
      signups: Number(row.signups),
      paid: Number(row.paid),
    })),
    changes: changes.map((row) => ({
      kind: row.kind,
      versionId: String(row.version_id),
      number: row.number,
      previousVersionId: row.previous_version_id === null ? null : String(row.previous_version_id),
      previousNumber: row.previous_number,
      note: row.note,
      by: row.changed_by,
      at: row.changed_at.toISOString(),
    })),
  };
}
