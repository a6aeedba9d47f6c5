import type { ApiKeyUsage } from '../studioApi';

/** A key's calls of one route answered with one status, over the hours its usage answered. */
export interface UsageTotal {
  route: string;
  status: number;
  count: number;
}

/** The hourly counts summed by route and status, by route then status. */
export function usageTotals(hours: ApiKeyUsage['hours']): UsageTotal[] {
  const totals = new Map<string, UsageTotal>();
  for (const { route, status, count } of hours) {
    const key = `${route}\u0000${status}`;
    const total = totals.get(key);
    if (total) total.count += count;
    else totals.set(key, { route, status, count });
  }
  return [...totals.values()].sort(
    (a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0) || a.status - b.status,
  );
}
