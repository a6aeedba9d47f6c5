import { describe, expect, it } from 'vitest';
import { usageTotals } from '../../../../src/studio/apiKeys/usageTotals';

describe('usageTotals: a key’s hourly counts by route and status', () => {
  it('sums each route and status over the hours, by route then status', () => {
    expect(
      usageTotals([
        { hour: '2026-11-30T02:00:00.000Z', route: 'GET /leads', status: 200, count: 3 },
        { hour: '2026-11-30T02:00:00.000Z', route: 'GET /funnel', status: 403, count: 1 },
        { hour: '2026-11-30T01:00:00.000Z', route: 'GET /leads', status: 200, count: 4 },
        { hour: '2026-11-30T01:00:00.000Z', route: 'GET /funnel', status: 200, count: 2 },
        { hour: '2026-11-30T00:00:00.000Z', route: 'GET /leads', status: 429, count: 1 },
      ]),
    ).toEqual([
      { route: 'GET /funnel', status: 200, count: 2 },
      { route: 'GET /funnel', status: 403, count: 1 },
      { route: 'GET /leads', status: 200, count: 7 },
      { route: 'GET /leads', status: 429, count: 1 },
    ]);
  });

  it('is empty for no calls', () => {
    expect(usageTotals([])).toEqual([]);
  });
});
