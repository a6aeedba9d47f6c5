import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Funnel } from '../../../../shared/contract/studio';
import { FunnelTimeline } from '../../../../src/studio/funnels/FunnelTimeline';
import { stepConversions } from '../../../../src/studio/funnels/stepConversion';
import { filledDays } from '../../../../src/studio/funnels/timelineDays';
import type {
  FunnelQuery,
  FunnelReport,
  LiveVersionChange,
  StudioApi,
} from '../../../../src/studio/studioApi';
import '../../../../src/i18n';

const funnelOf = (steps: [string, number, number][]): Funnel => ({
  signups: steps[0]?.[1] ?? 0,
  checkoutsOpened: 0,
  paid: 0,
  tenantsReady: 0,
  steps: steps.map(([step, arrived, completed]) => ({
    step,
    arrived,
    completed,
    medianSeconds: null,
    p90Seconds: null,
  })),
  messages: [],
});

const v4 = funnelOf([
  ['tenant_domain', 10, 10],
  ['business_category', 10, 5],
  ['stages', 5, 4],
]);
const v5 = funnelOf([
  ['tenant_domain', 8, 8],
  ['business_category', 8, 6],
  ['company_size', 6, 6],
]);

describe("a funnel's timeline", () => {
  it('fills the days of the period nobody signed up on', () => {
    expect(
      filledDays('2026-11-27', '2026-11-29', [{ day: '2026-11-28', signups: 3, paid: 1 }]),
    ).toEqual([
      { day: '2026-11-27', signups: 0, paid: 0 },
      { day: '2026-11-28', signups: 3, paid: 1 },
      { day: '2026-11-29', signups: 0, paid: 0 },
    ]);
  });

  it("compares each step's conversion before and after, steps of either version included", () => {
    const rows = stepConversions(v4, v5);
    expect(rows.map((row) => row.step)).toEqual([
      'tenant_domain',
      'business_category',
      'company_size',
      'stages',
    ]);
    expect(rows[1]!.difference).toBeCloseTo(0.75 - 0.5);
    expect(rows[2]).toMatchObject({ before: { rate: null }, after: { rate: 1 }, difference: null });
    expect(rows[3]).toMatchObject({ before: { rate: 0.8 }, after: { arrived: 0, rate: null } });
  });

  it('names each change and shows what it did to every step, fetched for both versions', async () => {
    const funnel = vi.fn((query: FunnelQuery) =>
      Promise.resolve({ funnel: query.version === '4' ? v4 : v5 } as FunnelReport),
    );
    const report = {
      from: '2026-11-20',
      to: '2026-11-29',
      funnel: v5,
      languages: ['en'],
      categories: [],
      timeline: {
        days: [{ day: '2026-11-28', signups: 8, paid: 0 }],
        changes: [
          {
            kind: 'published' as const,
            versionId: '5',
            number: 5,
            previousVersionId: '4',
            previousNumber: 4,
            note: 'Company size step',
            by: 'ops@example.com',
            at: '2026-11-28T10:00:00.000Z',
          },
        ],
      },
    };
    render(
      <FunnelTimeline
        api={{ funnel } as unknown as StudioApi}
        query={{ language: 'en' }}
        report={report}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(/the 10 days of the period/);
    const change = screen.getByRole('listitem');
    expect(change).toHaveTextContent('Version 5 published');
    expect(change).toHaveTextContent('ops@example.com');
    await userEvent.click(
      within(change).getByRole('button', { name: 'Compare each step before and after version 5' }),
    );
    const table = await screen.findByRole('table');
    expect(funnel).toHaveBeenCalledWith({ language: 'en', version: '4' });
    expect(funnel).toHaveBeenCalledWith({ language: 'en', version: '5' });
    const category = within(table).getByRole('row', { name: /business_category/ });
    expect(category).toHaveTextContent('50% (5 of 10)');
    expect(category).toHaveTextContent('75% (6 of 8)');
    expect(category).toHaveTextContent('+25 points');
  });

  const stopped: LiveVersionChange = {
    kind: 'experimentStopped',
    versionId: '5',
    number: 5,
    previousVersionId: '4',
    previousNumber: 4,
    note: '',
    by: 'ops@example.com',
    at: '2026-11-28T10:00:00.000Z',
  };
  const reportWith = (changes: LiveVersionChange[]): FunnelReport => ({
    from: '2026-11-28',
    to: '2026-11-29',
    funnel: v5,
    languages: ['en'],
    categories: [],
    timeline: { days: [], changes },
  });

  it('names an experiment stopped as such, not as a rollback', () => {
    render(
      <FunnelTimeline
        api={{} as StudioApi}
        query={{ language: 'en' }}
        report={reportWith([stopped])}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'Experiment stopped: its winner, version 5, went live (in place of version 4)',
    );
  });

  it('gives each change its UTC time, named, as the picture places it on its UTC day', () => {
    const late = { ...stopped, at: '2026-11-28T23:30:00.000Z' };
    render(
      <FunnelTimeline
        api={{} as StudioApi}
        query={{ language: 'en' }}
        report={reportWith([late])}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Nov 28, 2026, 11:30 PM UTC');
  });
});
