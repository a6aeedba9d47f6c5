import type { FunnelDay } from '../../../shared/contract/studio';

const DAY_MS = 24 * 3600 * 1000;

/** Every day from `from` to `to` (YYYY-MM-DD, both included), with the figures of those that have any. */
export function filledDays(from: string, to: string, days: readonly FunnelDay[]): FunnelDay[] {
  const known = new Map(days.map((day) => [day.day, day]));
  const filled: FunnelDay[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    filled.push(known.get(day) ?? { day, signups: 0, paid: 0 });
  }
  return filled;
}
