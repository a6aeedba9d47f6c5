import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  signedUpUser,
  startAccountsServer,
  type AccountsServer,
} from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { companySizeDraft, OPERATOR_ENV, operatorToken } from '../support/studio';

interface Comparison {
  control: { signups: number; converted: number };
  variant: { signups: number; converted: number };
}

/** The arm the test expects, worked out on its own from the rule: sha256("id:user") against the share. */
function expectedArm(experimentId: string, userId: string, share: number): 'control' | 'variant' {
  const first = createHash('sha256').update(`${experimentId}:${userId}`).digest().readUInt32BE(0);
  return first / 2 ** 32 < share ? 'variant' : 'control';
}

describe.each(databaseTargets())('an experiment on a draft, with a goal, on $name', (target) => {
  let server: AccountsServer;
  let token: string;
  const app = () => server.app;
  const db = () => server.server.database.db;
  const studio = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app().inject({
      method,
      url: `/api/studio${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const versionCount = async () =>
    Number(
      (
        await db()
          .selectFrom('config_versions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const liveVersionId = async () =>
    (await studio('GET', '/versions')).json<{ data: { liveVersionId: string } }>().data
      .liveVersionId;

  beforeAll(async () => {
    server = await startAccountsServer(target, OPERATOR_ENV);
    token = await operatorToken(app());
  });
  afterAll(async () => server?.close());

  it('refuses what a browser would never send, and leaves no version behind', async () => {
    const { basedOn, files } = await companySizeDraft(app(), token, db());
    const before = await versionCount();
    const base = { name: 'Size first', variantShare: 0.5, basedOn, files };
    const refusals: [object, number, string][] = [
      // A goal only the draft has: the control could never reach it.
      [{ ...base, goal: { kind: 'step', step: 'company_size' } }, 400, 'validation_failed'],
      [{ ...base, goal: { kind: 'step', step: 'nowhere' } }, 400, 'validation_failed'],
      [{ ...base, goal: { kind: 'step' } }, 400, 'validation_failed'],
      [{ ...base, goal: { kind: 'paid', step: 'payment' } }, 400, 'validation_failed'],
      [
        { ...base, goal: { kind: 'step', step: 'business_category\u0000' } },
        400,
        'validation_failed',
      ],
      [{ ...base, goal: { kind: 'step', step: 'a'.repeat(2 ** 12) } }, 400, 'validation_failed'],
      [{ ...base, goal: { kind: 'signedUp' } }, 400, 'validation_failed'],
      [{ ...base, variantShare: 2 ** 31 }, 400, 'validation_failed'],
      [{ ...base, name: '\u0000' }, 400, 'validation_failed'],
      [{ ...base, basedOn: String(2 ** 31) }, 409, 'version_conflict'],
      [
        { ...base, files: { ...files, 'schemas/flows/main.json': '{"steps": [' } },
        400,
        'config_invalid',
      ],
      [{ ...base, files: { '../secrets.json': '{}' } }, 400, 'validation_failed'],
    ];
    for (const [payload, status, code] of refusals) {
      const res = await studio('POST', '/experiments/draft', payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<{ status_code: string }>().status_code, res.body).toBe(code);
    }
    expect(await versionCount()).toBe(before);
    expect(await liveVersionId()).toBe(basedOn);
  });

  it('stores the draft as a version that is not live, splits new signups between it and the live one, and counts the arms reaching the goal step', async () => {
    const { basedOn, files } = await companySizeDraft(app(), token, db());
    const goal = { kind: 'step', step: 'business_category' };
    const started = await studio('POST', '/experiments/draft', {
      name: 'Size first',
      variantShare: 0.5,
      goal,
      basedOn,
      files,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { experiment, version } = started.json<{
      data: {
        experiment: {
          id: string;
          controlVersionId: string;
          variantVersionId: string;
          goal: object;
        };
        version: { id: string; note: string };
      };
    }>().data;
    expect(experiment).toMatchObject({
      controlVersionId: basedOn,
      variantVersionId: version.id,
      goal,
    });
    expect(version.note).toBe('Size first');
    // Nothing was published: the live version is the one the draft was made of.
    expect(await liveVersionId()).toBe(basedOn);

    // A second one while it runs is refused, and stores no version.
    const before = await versionCount();
    const again = await studio('POST', '/experiments/draft', {
      name: 'Again',
      variantShare: 0.5,
      basedOn,
      files,
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json<{ status_code: string }>().status_code).toBe('experiment_running');
    expect(await versionCount()).toBe(before);

    // Owners sign up; every other one is shown business_category (the goal).
    const expected: Comparison = {
      control: { signups: 0, converted: 0 },
      variant: { signups: 0, converted: 0 },
    };
    for (let i = 0; i < 16; i++) {
      const owner = await signedUpUser(app());
      const arm = expectedArm(experiment.id, owner.userId, 0.5);
      const pinned = await db()
        .selectFrom('users')
        .select('config_version_id')
        .where('id', '=', owner.userId)
        .executeTakeFirstOrThrow();
      expect(pinned.config_version_id).toBe(arm === 'variant' ? version.id : basedOn);
      expected[arm].signups++;
      if (i % 2 === 0) {
        for (let view = 0; view < 2; view++) {
          const viewed = await app().inject({
            method: 'POST',
            url: '/api/user/stepViewed',
            headers: authHeaders(owner.token),
            payload: { step: 'business_category' },
          });
          expect(viewed.statusCode, viewed.body).toBe(200);
        }
        expected[arm].converted++;
      }
    }
    expect(expected.control.signups).toBeGreaterThan(0);
    expect(expected.variant.signups).toBeGreaterThan(0);

    const results = await studio('GET', '/experiments');
    const { experiments, liveSteps } = results.json<{
      data: { experiments: { id: string; comparison: Comparison }[]; liveSteps: string[] };
    }>().data;
    expect(liveSteps).toContain('business_category');
    expect(liveSteps).not.toContain('company_size');
    const result = experiments.find((one) => one.id === experiment.id)!;
    expect(result.comparison).toMatchObject(expected);

    // Kept: the draft goes live as the version the variant arm already has.
    const stopped = await studio('POST', `/experiments/${experiment.id}/stop`, {
      winner: 'variant',
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(await liveVersionId()).toBe(version.id);
  });

  it('takes a goal step on POST /experiments only when both versions show it', async () => {
    const live = await liveVersionId();
    const { basedOn, files } = await companySizeDraft(app(), token, db());
    expect(basedOn).toBe(live);
    // A version without company_size: the one before the live one.
    const older = (
      await db()
        .selectFrom('config_versions')
        .select('id')
        .where('id', '!=', live)
        .orderBy('number', 'asc')
        .executeTakeFirstOrThrow()
    ).id;
    expect(files['schemas/steps/company_size.json']).toBeDefined();
    const start = (goal: object) =>
      studio('POST', '/experiments', {
        name: 'Versions',
        controlVersionId: older,
        variantVersionId: live,
        variantShare: 0.3,
        goal,
      });
    const refused = await start({ kind: 'step', step: 'company_size' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ msg_ref: { id: string } }>().msg_ref.id).toBe(
      'errors.experimentGoalStep',
    );
    const missing = await studio('POST', '/experiments', {
      name: 'Versions',
      controlVersionId: '999999',
      variantVersionId: live,
      variantShare: 0.3,
      goal: { kind: 'step', step: 'payment' },
    });
    expect(missing.statusCode, missing.body).toBe(404);
    const started = await start({ kind: 'step', step: 'payment' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<{ data: { experiment: { goal: object } } }>().data.experiment.goal).toEqual(
      { kind: 'step', step: 'payment' },
    );
  });
});
