import { describe, expect, it } from 'vitest';
import type { InitialConfig } from '../../../shared/contract';
import { configFilesOf } from '../../../server/config/store/versions';
import { authHeaders, signedUpUser, type AccountsServer } from '../auth/harness';
import { databaseTargets, postgresAdminUrl, createThrowawayDatabase } from '../support/databases';
import { startTestServer } from '../support/server';
import { walkedTo } from '../support/walkedTo';
import { saveStepData } from '../../../server/onboarding/saveStepData';
import { ACCOUNT_TEST_ENV } from '../auth/harness';
import {
  COMPANY_SIZE_COPY,
  COMPANY_SIZE_STEP,
  flowWithCompanySize,
} from '../../fixtures/companySize';
import { OPERATOR_ENV, operatorServer, operatorToken, publishCompanySize } from '../support/studio';

type App = AccountsServer['app'];

async function startConfig(app: App): Promise<InitialConfig> {
  const res = await app.inject({ method: 'GET', url: '/api/getInitialConfig' });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: InitialConfig }>().data;
}

const stepNames = (config: InitialConfig) => config.configuration.flow.steps.map((s) => s.name);

describe.each(databaseTargets())(
  'the server runs the published configuration on $name',
  (target) => {
    const s = operatorServer(target);

    it('serves the live version’s flow with each step as an immutable module, and nothing else', async () => {
      const config = await startConfig(s.app);
      const step = config.configuration.flow.steps.find((one) => one.name === 'business_category')!;
      const url = config.configuration.modules.steps[step.schema]!;
      expect(url).toMatch(
        new RegExp(
          `^/api/config/${config.configuration.version}/[0-9a-f]+/steps/business_category\\.js$`,
        ),
      );
      const module = await s.app.inject({ method: 'GET', url });
      expect(module.statusCode).toBe(200);
      expect(module.headers['content-type']).toMatch(/^text\/javascript/);
      expect(module.headers['cache-control']).toContain('immutable');
      // The module imports nothing: the page hands it the validator helpers.
      expect(module.body).not.toMatch(/\bimport\b|require\(/);
      const served = (await import(`data:text/javascript,${encodeURIComponent(module.body)}`)) as {
        createValidateFns: unknown;
        schema: unknown;
      };
      expect(served.createValidateFns).toBeTypeOf('function');
      expect(served.schema).toMatchObject({ type: 'object' });
      // Minified as the build minifies the app's own code: Ajv's long names are gone.
      expect(module.body).not.toContain('vErrors');

      // The live page reads the live copy (preloaded); a version's own config names its own copy.
      expect(config.configuration.copy).toBe('/api/locales/{lang}');
      const pinned = (
        await s.app.inject({ method: 'GET', url: `/api/config/${config.configuration.version}` })
      ).json<{ data: InitialConfig }>().data;
      expect(pinned.configuration.copy).toBe(
        `/api/locales/{lang}?version=${config.configuration.version}`,
      );

      const notFound = [
        url.replace(/\/[0-9a-f]+\/steps\//, '/000000000000/steps/'),
        url.replace('business_category.js', 'no_such_step.js'),
        url.replace(`/config/${config.configuration.version}/`, '/config/999999/'),
        '/api/config/999999',
      ];
      for (const missing of notFound) {
        const res = await s.app.inject({ method: 'GET', url: missing });
        expect(res.statusCode, missing).toBe(404);
        expect(res.json()).toMatchObject({ err: true, status_code: 'config_not_found' });
      }
      for (const bad of [
        '/api/config/abc',
        '/api/config/1/x/other/team_size.js',
        '/api/locales/en?version=x',
      ]) {
        expect((await s.app.inject({ method: 'GET', url: bad })).statusCode, bad).toBe(400);
      }
    });

    it('previews a draft at its own link without publishing it', async () => {
      const live = await startConfig(s.app);
      const files = await configFilesOf(s.server.database.db, live.configuration.version);
      const draft = (payload: object) =>
        s.app.inject({
          method: 'POST',
          url: '/api/studio/drafts',
          headers: { authorization: `Bearer ${s.token}` },
          payload,
        });
      const res = await draft({
        basedOn: live.configuration.version,
        files: {
          'schemas/steps/company_size.json': COMPANY_SIZE_STEP,
          'schemas/flows/main.json': flowWithCompanySize(files.get('schemas/flows/main.json')!),
          'brands/default/locales/en.json': JSON.stringify({
            ...(JSON.parse(files.get('brands/default/locales/en.json')!) as object),
            ...COMPANY_SIZE_COPY,
          }),
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { configUrl } = res.json<{ data: { configUrl: string } }>().data;
      const preview = (await s.app.inject({ method: 'GET', url: configUrl })).json<{
        data: InitialConfig;
      }>().data;
      expect(stepNames(preview)).toContain('company_size');
      const module = await s.app.inject({
        method: 'GET',
        url: preview.configuration.modules.steps['company_size.json']!,
      });
      expect(module.statusCode).toBe(200);
      expect(module.body).toContain('validation.company_size.required');
      // The draft's own copy, at the address its config names.
      const copyUrl = preview.configuration.copy.replace('{lang}', 'en');
      expect(copyUrl).toBe(`${configUrl}/locales/en`);
      const draftCopy = await s.app.inject({ method: 'GET', url: copyUrl });
      expect(draftCopy.statusCode).toBe(200);
      expect(draftCopy.json()).toMatchObject({ data: COMPANY_SIZE_COPY });
      expect(
        (await s.app.inject({ method: 'GET', url: `${configUrl}/locales/xx` })).statusCode,
      ).toBe(404);
      expect(
        (await s.app.inject({ method: 'GET', url: `${configUrl}/locales/..%2Fen` })).statusCode,
      ).toBe(400);
      // Nothing was published.
      expect((await startConfig(s.app)).configuration.version).toBe(live.configuration.version);
      expect(stepNames(await startConfig(s.app))).not.toContain('company_size');

      const unknown = await s.app.inject({
        method: 'GET',
        url: '/api/config/drafts/00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(404);
      expect(
        (await s.app.inject({ method: 'GET', url: '/api/config/drafts/nope' })).statusCode,
      ).toBe(400);
      const broken = await draft({
        basedOn: live.configuration.version,
        files: { 'schemas/flows/main.json': '{"steps": [' },
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ status_code: 'config_invalid' });
    });

    it('a published step reaches new visitors at once; users who started before keep their flow; rollback takes it away', async () => {
      const before = await startConfig(s.app);
      expect(stepNames(before)).not.toContain('company_size');
      const earlier = await signedUpUser(s.app);

      const published = (await publishCompanySize(s.app, s.token, s.server.database.db)).versionId;
      const after = await startConfig(s.app);
      expect(after.configuration.version).toBe(published);
      expect(stepNames(after)).toContain('company_size');
      expect(after.configuration.modules.steps['company_size.json']).toBeDefined();
      const english = await s.app.inject({ method: 'GET', url: '/api/locales/en' });
      expect(english.json<{ data: Record<string, string> }>().data).toMatchObject(
        COMPANY_SIZE_COPY,
      );

      // The earlier user is still on the version they started with, and cannot save the new step.
      const earlierData = await s.app.inject({
        method: 'POST',
        url: '/api/user/getUserData',
        headers: authHeaders(earlier.token),
        payload: {},
      });
      expect(earlierData.json<{ data: { configVersion: string } }>().data.configVersion).toBe(
        before.configuration.version,
      );
      const pinned = await s.app.inject({
        method: 'GET',
        url: `/api/config/${before.configuration.version}`,
      });
      expect(pinned.headers['cache-control']).toContain('immutable');
      expect(stepNames(pinned.json<{ data: InitialConfig }>().data)).not.toContain('company_size');
      await walkedTo(s.server.database.db, earlier.userId, 'team_size');
      const refused = await s.app.inject({
        method: 'POST',
        url: '/api/user/updateUserData',
        headers: authHeaders(earlier.token),
        payload: { step: 'company_size', companySize: '1-10' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status_code: 'unknown_step' });

      // A new signup walks the new step: its own message when empty, then on to the next step.
      const later = await signedUpUser(s.app);
      await walkedTo(s.server.database.db, later.userId, 'company_size');
      const save = (payload: object) =>
        s.app.inject({
          method: 'POST',
          url: '/api/user/updateUserData',
          headers: authHeaders(later.token),
          payload: { step: 'company_size', ...payload },
        });
      const empty = await save({});
      expect(empty.statusCode).toBe(400);
      expect(JSON.stringify(empty.json())).toContain('validation.company_size.required');
      const wrong = await save({ companySize: 'huge' });
      expect(wrong.statusCode).toBe(400);
      const saved = await save({ companySize: '11-50' });
      expect(saved.statusCode, saved.body).toBe(200);
      const flow = stepNames(after);
      const next = saved.json<{ data: { nextStepName: string } }>().data.nextStepName;
      expect(flow.indexOf(next)).toBeGreaterThan(flow.indexOf('company_size'));

      const rollback = await s.app.inject({
        method: 'POST',
        url: `/api/studio/versions/${before.configuration.version}/rollback`,
        headers: { authorization: `Bearer ${s.token}` },
      });
      expect(rollback.statusCode).toBe(200);
      const rolledBack = await startConfig(s.app);
      expect(rolledBack.configuration.version).toBe(before.configuration.version);
      expect(stepNames(rolledBack)).not.toContain('company_size');
      // The user who started on the rolled-back version keeps it.
      const laterAgain = await save({ companySize: '51+' });
      expect(laterAgain.statusCode, laterAgain.body).toBe(200);
      const versioned = await s.app.inject({
        method: 'GET',
        url: `/api/locales/en?version=${published}`,
      });
      expect(versioned.json<{ data: Record<string, string> }>().data).toMatchObject(
        COMPANY_SIZE_COPY,
      );
      const liveCopy = await s.app.inject({ method: 'GET', url: '/api/locales/en' });
      expect(liveCopy.json<{ data: Record<string, string> }>().data).not.toHaveProperty(
        'steps.company_size.title',
      );
    });
  },
);

describe.each(databaseTargets())('moving users in flight to another version on $name', (target) => {
  const s = operatorServer(target);

  it('moves only the users the operator names, each to a step the new flow has, and refuses a save made against the old flow', async () => {
    const db = s.server.database.db;
    const first = (await startConfig(s.app)).configuration.version;
    const pastCategory = await signedUpUser(s.app);
    await walkedTo(db, pastCategory.userId, 'email_verification');
    const finished = await signedUpUser(s.app);
    await walkedTo(db, finished.userId, 'redirect_dashboard');
    const staleRow = await s.app.repositories.users.findById(pastCategory.userId);

    const published = (await publishCompanySize(s.app, s.token, db)).versionId;
    const migrate = (payload: object) =>
      s.app.inject({
        method: 'POST',
        url: `/api/studio/versions/${published}/migrate`,
        headers: { authorization: `Bearer ${s.token}` },
        payload,
      });
    for (const bad of [{ from: ['x'] }, { from: 'all' }, { other: 1 }])
      expect((await migrate(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    const res = await migrate({ from: [first] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: object }>().data).toMatchObject({ moved: { [first]: 1 }, finished: 1 });

    const user = await s.app.repositories.users.findById(pastCategory.userId);
    expect(user).toMatchObject({ config_version_id: published, step_name: 'company_size' });
    expect(await s.app.repositories.users.findById(finished.userId)).toMatchObject({
      config_version_id: first,
      step_name: 'redirect_dashboard',
    });

    // A save the page sends from the old flow, read before the move, is refused, not written.
    await expect(
      saveStepData(
        {
          db,
          users: s.app.repositories.users,
          configs: s.server.app.configs,
          tenantDomainSuffix: s.server.app.tenantDomainSuffix,
        },
        staleRow!,
        'business_category',
        { businessCategory: { name: 'Other', description: 'Bakery' } },
      ),
    ).rejects.toMatchObject({ httpStatus: 409, statusCode: 'flow_changed' });
    expect(await s.app.repositories.users.findById(pastCategory.userId)).toMatchObject({
      step_name: 'company_size',
    });
  });
});

// Embedded PGlite belongs to one server; instances share a PostgreSQL.
describe.runIf(postgresAdminUrl())('two server instances on one PostgreSQL', () => {
  it('a publish on one is served by the other within a second', async () => {
    const database = await createThrowawayDatabase(postgresAdminUrl()!);
    const env = { ...ACCOUNT_TEST_ENV, ...OPERATOR_ENV, DATABASE_URL: database.databaseUrl };
    const one = await startTestServer(env);
    const two = await startTestServer(env);
    try {
      const published = (
        await publishCompanySize(one.app, await operatorToken(one.app), one.database.db)
      ).versionId;
      const started = Date.now();
      await expect
        .poll(async () => (await startConfig(two.app)).configuration.version, {
          timeout: 1_000,
          interval: 25,
        })
        .toBe(published);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(stepNames(await startConfig(two.app))).toContain('company_size');
    } finally {
      await one.close();
      await two.close();
      await database.drop();
    }
  });
});
