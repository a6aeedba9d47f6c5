import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funnelCsv, funnelFilterOf } from '../../../server/studio/funnelRoutes';
import {
  authHeaders,
  signedUpUser,
  startAccountsServer,
  type AccountsServer,
} from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { OPERATOR, OPERATOR_ENV, operatorToken, publishCompanySize } from '../support/studio';

interface FunnelReply {
  funnel: {
    signups: number;
    paid: number;
    steps: {
      step: string;
      arrived: number;
      completed: number;
      medianSeconds: number | null;
      p90Seconds: number | null;
    }[];
    messages: { step: string; field: string; messageId: string; count: number }[];
  };
  categories: string[];
  timeline: {
    days: { day: string; signups: number; paid: number }[];
    changes: {
      kind: string;
      versionId: string;
      number: number;
      previousVersionId: string | null;
      previousNumber: number | null;
      by: string;
      at: string;
    }[];
  };
}

describe.each(databaseTargets())('the Studio funnel on $name', (target) => {
  let server: AccountsServer;
  let token: string;
  const app = () => server.app;

  /** The UTC day this file's server started on: its signups are from then to now. */
  let firstDay: string;
  const utcDay = () => new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    firstDay = utcDay();
    server = await startAccountsServer(target, OPERATOR_ENV);
    token = await operatorToken(app());
  });
  afterAll(async () => server?.close());

  const funnel = async (query = '') => {
    const res = await app().inject({
      method: 'GET',
      url: `/api/studio/funnel${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: FunnelReply }>().data;
  };
  const post = (userToken: string, url: string, payload: object) =>
    app().inject({ method: 'POST', url: `/api${url}`, headers: authHeaders(userToken), payload });

  it('counts per step who arrived and who completed, in the flow’s order, and the messages that stopped them', async () => {
    // Five owners sign up; four see the category step; three choose one (two SaaS, one Education);
    // one of those who stayed was stopped twice by the required message first.
    const owners = [];
    for (let i = 0; i < 5; i++) owners.push(await signedUpUser(app()));
    for (const owner of owners.slice(0, 4))
      await post(owner.token, '/user/stepViewed', { step: 'business_category' });
    const required = {
      field: 'businessCategory',
      messageId: 'validation.business_category.required',
    };
    await post(owners[3]!.token, '/user/validationFailed', {
      step: 'business_category',
      errors: [required],
    });
    await post(owners[3]!.token, '/user/validationFailed', {
      step: 'business_category',
      errors: [required],
    });
    for (const [owner, name] of [
      [owners[0]!, 'SaaS'],
      [owners[1]!, 'SaaS'],
      [owners[2]!, 'Education'],
    ] as const) {
      const saved = await post(owner.token, '/user/updateUserData', {
        step: 'business_category',
        businessCategory: { name },
      });
      expect(saved.statusCode).toBe(200);
    }

    const all = await funnel();
    expect(all.funnel.signups).toBe(5);
    expect(all.funnel.paid).toBe(0);
    const names = all.funnel.steps.map((s) => s.step);
    expect(names.slice(0, 2)).toEqual(['tenant_domain', 'business_category']);
    expect(all.funnel.steps[0]).toMatchObject({ step: 'tenant_domain', arrived: 5, completed: 5 });
    const category = all.funnel.steps[1]!;
    expect(category).toMatchObject({ arrived: 4, completed: 3 });
    expect(category.medianSeconds).toBeGreaterThanOrEqual(0);
    expect(category.p90Seconds).toBeGreaterThanOrEqual(category.medianSeconds!);
    expect(all.funnel.messages).toEqual([
      {
        step: 'business_category',
        field: 'businessCategory',
        messageId: required.messageId,
        count: 2,
      },
    ]);
    expect(all.categories).toEqual(['Education', 'SaaS']);

    // Filters: a category, a language no one chose, a period before anyone signed up.
    const saas = await funnel('?category=SaaS');
    expect(saas.funnel.signups).toBe(2);
    expect(saas.funnel.steps[1]).toMatchObject({ arrived: 2, completed: 2 });
    expect((await funnel('?language=de')).funnel.signups).toBe(0);
    expect((await funnel('?from=2020-01-01&to=2020-01-31')).funnel.signups).toBe(0);
  });

  it('marks each publish, rollback and experiment stop of the period on its timeline, with the version each replaced, and counts the days', async () => {
    const before = await funnel();
    const { basedOn, versionId } = await publishCompanySize(
      app(),
      token,
      server.server.database.db,
    );
    await signedUpUser(app());
    const rolledBack = await app().inject({
      method: 'POST',
      url: `/api/studio/versions/${basedOn}/rollback`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    // An experiment stopped with its variant the winner makes the variant live: its own kind.
    const studio = (url: string, payload: object) =>
      app().inject({
        method: 'POST',
        url: `/api/studio${url}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const started = await studio('/experiments', {
      name: 'Company size',
      controlVersionId: basedOn,
      variantVersionId: versionId,
      variantShare: 0.5,
    });
    expect(started.statusCode, started.body).toBe(200);
    const experimentId = started.json<{ data: { experiment: { id: string } } }>().data.experiment
      .id;
    const stopped = await studio(`/experiments/${experimentId}/stop`, { winner: 'variant' });
    expect(stopped.statusCode, stopped.body).toBe(200);

    const { timeline, funnel: after } = await funnel();
    const ours = timeline.changes.slice(before.timeline.changes.length);
    expect(ours).toMatchObject([
      { kind: 'published', versionId, previousVersionId: basedOn, by: OPERATOR.email },
      { kind: 'rolledBack', versionId: basedOn, previousVersionId: versionId, by: OPERATOR.email },
      {
        kind: 'experimentStopped',
        versionId,
        previousVersionId: basedOn,
        by: OPERATOR.email,
      },
    ]);
    expect(ours[0]!.previousNumber).toBe(ours[0]!.number - 1);
    expect(Date.parse(ours[1]!.at)).toBeGreaterThanOrEqual(Date.parse(ours[0]!.at));
    // The repository's first version was published when the server started, in the period too.
    expect(timeline.changes[0]).toMatchObject({ kind: 'published', previousVersionId: null });
    // Day by day, in order, from the first signup's UTC day to today's (one day, unless the tests
    // ran across midnight UTC), adding up to the funnel's totals.
    const days = timeline.days.map((day) => day.day);
    expect(days).toEqual([...days].sort());
    expect(days[0]! >= firstDay && days.at(-1)! <= utcDay(), days.join()).toBe(true);
    const total = (key: 'signups' | 'paid') =>
      timeline.days.reduce((sum, day) => sum + day[key], 0);
    expect({ signups: total('signups'), paid: total('paid') }).toEqual({
      signups: after.signups,
      paid: after.paid,
    });
    // A period before any of it shows none of it.
    const old = await funnel('?from=2020-01-01&to=2020-01-31');
    expect(old.timeline).toEqual({ days: [], changes: [] });
  });

  it('refuses a bad period or filter with a clear error, and is for operators only', async () => {
    for (const query of [
      '?from=2026-02-30',
      '?from=2026-05-01&to=2026-04-01',
      '?from=2020-01-01&to=2026-01-01',
      '?version=0',
      '?language=../x',
      '?category=',
      '?extra=1',
    ]) {
      const res = await app().inject({
        method: 'GET',
        url: `/api/studio/funnel${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ err: true });
    }
    const owner = await signedUpUser(app());
    for (const url of ['/api/studio/funnel', '/api/studio/funnel.csv']) {
      // No credentials: 401. An owner's session: 403, as on every Studio route.
      expect((await app().inject({ method: 'GET', url })).statusCode).toBe(401);
      const asOwner = await app().inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(asOwner.statusCode).toBe(403);
    }
  });

  it('exports the funnel as CSV with no cell a spreadsheet would run', async () => {
    const res = await app().inject({
      method: 'GET',
      url: '/api/studio/funnel.csv',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="funnel-default-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('step,arrived,completed,left,of_signups,median_seconds,p90_seconds');
    expect(lines.some((line) => line.startsWith('tenant_domain,'))).toBe(true);

    const csv = funnelCsv({
      signups: 1,
      checkoutsOpened: 0,
      paid: 0,
      tenantsReady: 0,
      steps: [
        {
          step: '=HYPERLINK("x")',
          arrived: 1,
          completed: 0,
          medianSeconds: null,
          p90Seconds: null,
        },
      ],
      messages: [],
    });
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",1,0,1,0.0000,,`);
  });

  it('reads whole UTC days: the last 30 by default, both ends included', () => {
    const now = new Date('2026-11-24T22:00:00Z');
    const byDefault = funnelFilterOf('default', {}, now);
    expect(byDefault.to.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(byDefault.from.toISOString()).toBe('2026-10-26T00:00:00.000Z');
    const given = funnelFilterOf('default', { from: '2026-11-01', to: '2026-11-01' }, now);
    expect([given.from.toISOString(), given.to.toISOString()]).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-02T00:00:00.000Z',
    ]);
  });
});
