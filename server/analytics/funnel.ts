import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Funnel } from '../../shared/contract/studio';
import { quantileOf } from '../../shared/analytics/durationHistogram';
import type { DB } from '../db/schema';
import { ANY, refreshFunnelRollup } from './funnelRollup';

export type { Funnel };

/** Which signups a funnel follows: a brand's, in a period, optionally one version, language, category. */
export interface FunnelFilter {
  brand: string;
  /** Signed up at or after. */
  from: Date;
  /** Signed up before. */
  to: Date;
  versionId?: string;
  language?: string;
  category?: string;
}

const MESSAGE_ROWS = 50;

const dayText = (day: Date) => day.toISOString().slice(0, 10);

/** The rollup rows of the filter's cell: its brand and filters (ANY where none), in its days. */
export function cellOf(filter: FunnelFilter): RawBuilder<unknown> {
  return sql`brand = ${filter.brand}
    AND version = ${filter.versionId ?? ANY}
    AND language = ${filter.language ?? ANY}
    AND category = ${filter.category ?? ANY}
    AND day >= ${dayText(filter.from)}::date AND day < ${dayText(filter.to)}::date`;
}

/**
 * The funnel of the signups the filter names (whole UTC days): how many arrived at and completed
 * each step, how long the step took them (median and 90th percentile, read off the summed
 * histograms), where they paid and got their workspace, and which validation messages stopped them
 * most. It reads the rollup, brought up to date first; an owner counts under the category they
 * chose last, for every step, those before the choice included.
 */
export async function funnelOf(
  db: Kysely<DB>,
  filter: FunnelFilter,
  order: string[] = [],
): Promise<Funnel> {
  await refreshFunnelRollup(db);
  const cell = cellOf(filter);
  const totals = await sql<{ signups: string; opened: string; paid: string; ready: string }>`
    SELECT coalesce(sum(signups), 0) AS signups, coalesce(sum(checkouts_opened), 0) AS opened,
      coalesce(sum(paid), 0) AS paid, coalesce(sum(tenants_ready), 0) AS ready
    FROM funnel_rollup_totals WHERE ${cell}`.execute(db);
  const steps = await sql<{ step: string; arrived: string; completed: string }>`
    SELECT step, sum(arrived) AS arrived, sum(completed) AS completed
    FROM funnel_rollup_steps WHERE ${cell}
    GROUP BY step HAVING sum(arrived) > 0`.execute(db);
  const durations = await sql<{ step: string; bucket: number; users: string }>`
    SELECT step, bucket, sum(users) AS users
    FROM funnel_rollup_durations WHERE ${cell}
    GROUP BY step, bucket HAVING sum(users) > 0`.execute(db);
  const messages = await sql<{ step: string; field: string; message_id: string; n: string }>`
    SELECT step, field, message_id, sum(times) AS n
    FROM funnel_rollup_messages WHERE ${cell}
    GROUP BY step, field, message_id HAVING sum(times) > 0
    ORDER BY n DESC, step, field, message_id
    LIMIT ${MESSAGE_ROWS}`.execute(db);

  const histograms = new Map<string, Map<number, number>>();
  for (const row of durations.rows) {
    const histogram = histograms.get(row.step) ?? new Map<number, number>();
    histogram.set(Number(row.bucket), Number(row.users));
    histograms.set(row.step, histogram);
  }
  const quantile = (step: string, q: number) => {
    const histogram = histograms.get(step);
    return histogram ? quantileOf(histogram, q) : null;
  };

  const rank = (step: string) => {
    const at = order.indexOf(step);
    return at < 0 ? order.length : at;
  };
  const total = totals.rows[0];
  return {
    signups: Number(total?.signups ?? 0),
    checkoutsOpened: Number(total?.opened ?? 0),
    paid: Number(total?.paid ?? 0),
    tenantsReady: Number(total?.ready ?? 0),
    steps: steps.rows
      .map((row) => ({
        step: row.step,
        arrived: Number(row.arrived),
        completed: Number(row.completed),
        medianSeconds: quantile(row.step, 0.5),
        p90Seconds: quantile(row.step, 0.9),
      }))
      .sort((a, b) => rank(a.step) - rank(b.step) || b.arrived - a.arrived),
    messages: messages.rows.map((row) => ({
      step: row.step,
      field: row.field,
      messageId: row.message_id,
      count: Number(row.n),
    })),
  };
}
