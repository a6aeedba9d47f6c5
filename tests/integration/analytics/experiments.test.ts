import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../server/auth/routes/createAccount';
import { ExperimentStoppedError } from '../../../server/experiments/experiments';
import {
  ACCOUNT_TEST_ENV,
  signedUpUser,
  startAccountsServer,
  type AccountsServer,
} from '../auth/harness';
import {
  checkoutEvent,
  deliver,
  paymentIdOf,
  sandboxWebhookSecret,
  startCheckout,
} from '../payments/support';
import { createThrowawayDatabase, databaseTargets, postgresAdminUrl } from '../support/databases';
import { startTestServer } from '../support/server';
import { waitFor } from '../support/waitFor';
import { OPERATOR_ENV, operatorToken, publishCompanySize } from '../support/studio';

type Db = AccountsServer['server']['database']['db'];

/** The arm the test expects, worked out on its own from the rule: sha256("id:user") against the share. */
function expectedArm(experimentId: string, userId: string, share: number): string {
  const first = createHash('sha256').update(`${experimentId}:${userId}`).digest().readUInt32BE(0);
  return first / 2 ** 32 < share ? 'variant' : 'control';
}

/** A second version (company_size added) besides the live one: the two arms. */
async function twoVersions(app: FastifyInstance, db: Db, token: string) {
  const { basedOn, versionId } = await publishCompanySize(app, token, db);
  return { first: basedOn, second: versionId };
}

const studio = (
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/studio${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

async function pinnedOf(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['config_version_id', 'experiment_id', 'experiment_arm'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

describe.each(databaseTargets())('experiments on $name', (target) => {
  let server: AccountsServer;
  let token: string;
  const app = () => server.app;
  const db = () => server.server.database.db;

  beforeAll(async () => {
    server = await startAccountsServer(target, OPERATOR_ENV);
    token = await operatorToken(app());
  });
  afterAll(async () => server?.close());

  it('splits new signups between two versions, each user always in the same arm, compares the arms on paying, and stopping sends everyone new to the winner', async () => {
    const { first, second } = await twoVersions(app(), db(), token);
    const started = await studio(app(), token, 'POST', '/experiments', {
      name: 'Company size first',
      controlVersionId: first,
      variantVersionId: second,
      variantShare: 0.5,
    });
    expect(started.statusCode, started.body).toBe(200);
    const experiment = started.json<{ data: { experiment: { id: string } } }>().data.experiment;

    // One at a time; two different versions of the brand.
    for (const [payload, status] of [
      [
        { name: 'Again', controlVersionId: first, variantVersionId: second, variantShare: 0.5 },
        409,
      ],
      [{ name: 'Same', controlVersionId: first, variantVersionId: first, variantShare: 0.5 }, 400],
      [{ name: 'Half', controlVersionId: first, variantVersionId: second, variantShare: 1 }, 400],
      [{ name: ' ', controlVersionId: first, variantVersionId: second, variantShare: 0.5 }, 400],
    ] as const)
      expect((await studio(app(), token, 'POST', '/experiments', payload)).statusCode).toBe(status);

    const arms = { control: [] as string[], variant: [] as string[] };
    for (let i = 0; i < 24; i++) {
      const owner = await signedUpUser(app());
      const pinned = await pinnedOf(db(), owner.userId);
      const arm = expectedArm(experiment.id, owner.userId, 0.5);
      expect(pinned).toEqual({
        experiment_id: experiment.id,
        experiment_arm: arm,
        config_version_id: arm === 'variant' ? second : first,
      });
      arms[arm as 'control' | 'variant'].push(owner.userId);
      if (i % 3 === 0) {
        // A third of the owners pay.
        const secret = await sandboxWebhookSecret(db());
        const { sessionId } = await startCheckout(app(), db(), owner);
        const paymentId = await paymentIdOf(db(), sessionId);
        await deliver(
          app(),
          checkoutEvent('checkout.session.completed', { sessionId, paymentId }),
          secret,
        );
      }
    }
    expect(arms.control.length).toBeGreaterThan(0);
    expect(arms.variant.length).toBeGreaterThan(0);

    const paidUsers = new Set(
      (
        await db().selectFrom('payments').select('user_id').where('status', '=', 'paid').execute()
      ).map((row) => row.user_id),
    );
    const results = await studio(app(), token, 'GET', '/experiments');
    const [result] = results.json<{
      data: {
        experiments: {
          id: string;
          comparison: {
            control: { signups: number; converted: number };
            variant: { signups: number; converted: number };
            verdict: string;
          };
        }[];
      };
    }>().data.experiments;
    expect(result!.id).toBe(experiment.id);
    for (const arm of ['control', 'variant'] as const) {
      expect(result!.comparison[arm]).toMatchObject({
        signups: arms[arm].length,
        converted: arms[arm].filter((id) => paidUsers.has(id)).length,
      });
    }
    expect(result!.comparison.verdict).toBe('notEnoughData');

    // Stopped with the variant chosen: it is live, new owners get it outside any experiment.
    const stopped = await studio(app(), token, 'POST', `/experiments/${experiment.id}/stop`, {
      winner: 'variant',
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    // A signup that chose its arm just before the stop cannot join it: nothing is written, and
    // the route (which then chooses again) gets the winner.
    const lateId = randomUUID();
    await expect(
      createAccount(
        db(),
        app().repositories.users,
        app().mail,
        {
          input: {
            firstName: 'Late',
            lastName: 'Owner',
            company: 'Late Ltd',
            email: 'late@example.com',
            expectations: '',
            problems: '',
            password: 'Sturdy-Pass1',
            campaignTemplateId: null,
            phoneNumber: '+15550100',
            subDomain: 'late-owner',
            signupFormData: {},
            language: null,
          },
          passwordHash: 'not-used',
          stepName: 'tenant_domain',
          selectedPlan: null,
          language: null,
          userId: lateId,
          configVersionId: first,
          experiment: { id: experiment.id, arm: 'control' },
          brand: 'default',
          signupStep: undefined,
        },
        { sessionSeconds: 60, verificationSeconds: 60 },
        app().jobs,
      ),
    ).rejects.toBeInstanceOf(ExperimentStoppedError);
    expect(
      await db().selectFrom('users').select('id').where('id', '=', lateId).executeTakeFirst(),
    ).toBeUndefined();
    const after = await signedUpUser(app());
    expect(await pinnedOf(db(), after.userId)).toEqual({
      config_version_id: second,
      experiment_id: null,
      experiment_arm: null,
    });
    // Those already in an arm keep their version.
    expect((await pinnedOf(db(), arms.control[0]!)).config_version_id).toBe(first);
    expect(
      (
        await studio(app(), token, 'POST', `/experiments/${experiment.id}/stop`, {
          winner: 'control',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await studio(app(), token, 'POST', '/experiments/999999/stop', { winner: 'control' }))
        .statusCode,
    ).toBe(404);
  });

  it('hears of an experiment started behind its back from the database’s announcement, and finds one stopped so by its own check', async () => {
    // Raw SQL, which this server's own write tracking does not see: only the announcement tells.
    const before = await signedUpUser(app());
    expect((await pinnedOf(db(), before.userId)).experiment_id).toBeNull();
    const {
      rows: [live],
    } = await sql<{ brand: string; version_id: string }>`
      SELECT brand, version_id FROM config_live`.execute(db());
    const {
      rows: [other],
    } = await sql<{ id: string }>`
      SELECT id FROM config_versions WHERE brand = ${live!.brand} AND id <> ${live!.version_id}
      ORDER BY id DESC LIMIT 1`.execute(db());
    const {
      rows: [started],
    } = await sql<{ id: string }>`
      INSERT INTO experiments (brand, name, control_version_id, variant_version_id, variant_share, started_by)
      VALUES (${live!.brand}, 'Behind its back', ${live!.version_id}, ${other!.id}, 0.5, 'test')
      RETURNING id`.execute(db());
    const joined = await waitFor(async () => {
      const pinned = await pinnedOf(db(), (await signedUpUser(app())).userId);
      return pinned.experiment_id === null ? undefined : pinned;
    }, 10_000);
    expect(String(joined.experiment_id)).toBe(String(started!.id));

    // Stopped so, the kept experiment fails the signup's hold on it, is forgotten, and the
    // signup chooses again (the announcement may or may not have come first).
    await sql`UPDATE experiments SET stopped_at = now(), stopped_by = 'test'
      WHERE id = ${started!.id}`.execute(db());
    const after = await signedUpUser(app());
    expect((await pinnedOf(db(), after.userId)).experiment_id).toBeNull();
  });
});

describe.runIf(postgresAdminUrl())('an experiment across two server instances', () => {
  it('gives a user the same arm on either server, and the events carry it', async () => {
    const database = await createThrowawayDatabase(postgresAdminUrl()!);
    const env = { ...ACCOUNT_TEST_ENV, ...OPERATOR_ENV, DATABASE_URL: database.databaseUrl };
    const one = await startTestServer(env);
    const two = await startTestServer(env);
    try {
      const token = await operatorToken(one.app);
      const { first, second } = await twoVersions(one.app, one.database.db, token);
      const started = await studio(one.app, token, 'POST', '/experiments', {
        name: 'Across',
        controlVersionId: first,
        variantVersionId: second,
        variantShare: 0.3,
      });
      const { id } = started.json<{ data: { experiment: { id: string } } }>().data.experiment;
      for (const app of [one.app, two.app, one.app, two.app]) {
        const owner = await signedUpUser(app);
        const arm = expectedArm(id, owner.userId, 0.3);
        expect(await pinnedOf(one.database.db, owner.userId)).toMatchObject({
          experiment_arm: arm,
        });
        const signup = await one.database.db
          .selectFrom('onboarding_events')
          .select(['experiment_id', 'arm'])
          .where('user_id', '=', owner.userId)
          .where('kind', '=', 'signed_up')
          .executeTakeFirstOrThrow();
        expect(signup).toEqual({ experiment_id: id, arm });
      }
    } finally {
      await one.close();
      await two.close();
      await database.drop();
    }
  });
});
