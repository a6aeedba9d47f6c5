import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFilesOf } from '../../../server/config/store/versions';
import { signedUpUser, startAccountsServer, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { OPERATOR, operatorToken } from '../support/studio';
import { COMPANY_SIZE_STEP, flowWithCompanySize } from '../../fixtures/companySize';

describe.each(databaseTargets())('publishing from the Studio on $name', (target) => {
  let s: AccountsServer;
  let token: string;
  beforeAll(async () => {
    s = await startAccountsServer(target, {
      OPERATOR_EMAIL: OPERATOR.email,
      OPERATOR_PASSWORD: OPERATOR.password,
    });
    token = await operatorToken(s.app);
  });
  afterAll(async () => s?.close());

  const headers = () => ({ authorization: `Bearer ${token}` });
  const publish = (payload: object) =>
    s.app.inject({ method: 'POST', url: '/api/studio/versions', headers: headers(), payload });
  async function live(): Promise<{ id: string; files: (path: string) => Promise<string> }> {
    const list = await s.app.inject({
      method: 'GET',
      url: '/api/studio/versions',
      headers: headers(),
    });
    const id = list.json<{ data: { liveVersionId: string } }>().data.liveVersionId;
    const files = await configFilesOf(s.server.database.db, id);
    return { id, files: async (path) => files.get(path)! };
  }
  async function englishWith(extra: Record<string, string>): Promise<string> {
    const { files } = await live();
    return JSON.stringify({
      ...JSON.parse(await files('brands/default/locales/en.json')),
      ...extra,
    });
  }

  it('publishes a new step once the checker finds nothing, as the next live version, audited', async () => {
    const before = await live();
    const res = await publish({
      basedOn: before.id,
      note: 'Company size',
      files: {
        'schemas/steps/company_size.json': COMPANY_SIZE_STEP,
        'schemas/flows/main.json': flowWithCompanySize(
          await before.files('schemas/flows/main.json'),
        ),
        'brands/default/locales/en.json': await englishWith({
          'steps.company_size.title': 'How big is your company?',
          'steps.company_size.fields.companySize': 'Company size',
          'validation.company_size.required': 'Please choose a company size.',
        }),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const version = res.json<{ data: { version: { id: string; basedOn: string } } }>().data.version;
    expect(version.basedOn).toBe(before.id);
    expect((await live()).id).toBe(version.id);
    const history = await s.app.inject({
      method: 'GET',
      url: '/api/studio/versions',
      headers: headers(),
    });
    const versions = history.json<{ data: { versions: { id: string; publisher: string }[] } }>()
      .data.versions;
    expect(versions.find((v) => v.id === version.id)?.publisher).toBe(OPERATOR.email);
    expect(versions.find((v) => v.id === before.id)?.publisher).toBe('repository');
    const audit = await s.server.database.db
      .selectFrom('operator_audit')
      .select('detail')
      .where('action', '=', 'config.published')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ versionId: version.id });
  });

  it('keeps each user on the version they started with; a new version applies to new signups', async () => {
    const versionOf = async (userId: string) =>
      (
        await s.server.database.db
          .selectFrom('users')
          .select('config_version_id')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).config_version_id;
    const earlier = await signedUpUser(s.app);
    const before = await live();
    expect(await versionOf(earlier.userId)).toBe(before.id);
    const res = await publish({
      basedOn: before.id,
      files: {
        'brands/default/locales/en.json': await englishWith({
          'steps.company_size.title': 'What size is your company?',
        }),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const later = await signedUpUser(s.app);
    expect(await versionOf(later.userId)).toBe((await live()).id);
    expect(await versionOf(earlier.userId)).toBe(before.id);
  });

  it('refuses a version the checker finds a problem in, naming file, path and fix, and publishes nothing', async () => {
    const before = await live();
    const flow = JSON.parse(await before.files('schemas/flows/main.json')) as {
      steps: { name: string; back?: string }[];
    };
    flow.steps[2]!.back = 'no_such_step';
    const res = await publish({
      basedOn: before.id,
      files: { 'schemas/flows/main.json': JSON.stringify(flow) },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{
      status_code: string;
      data: { problems: { file: string; path: string; fix: string }[] };
    }>();
    expect(body.status_code).toBe('config_invalid');
    expect(body.data.problems).toContainEqual(
      expect.objectContaining({ file: 'schemas/flows/main.json', path: '/steps/2/back' }),
    );
    expect((await live()).id).toBe(before.id);

    const broken = await publish({
      basedOn: before.id,
      files: { 'brands/default/locales/de.json': '{"a": ' },
    });
    expect(broken.statusCode).toBe(400);
    expect(
      broken.json<{ data: { problems: { file: string; message: string }[] } }>().data.problems[0],
    ).toMatchObject({ file: 'brands/default/locales/de.json' });
  });

  it('checks an edit without publishing it, and serves a version’s files as text', async () => {
    const before = await live();
    const flow = JSON.parse(await before.files('schemas/flows/main.json')) as {
      steps: { name: string; back?: string }[];
    };
    flow.steps[1]!.back = 'no_such_step';
    const check = (files: Record<string, string>) =>
      s.app.inject({
        method: 'POST',
        url: '/api/studio/check',
        headers: headers(),
        payload: { basedOn: before.id, files },
      });
    const bad = await check({ 'schemas/flows/main.json': JSON.stringify(flow) });
    expect(bad.statusCode).toBe(200);
    expect(bad.json<{ data: { problems: { path: string }[] } }>().data.problems).toContainEqual(
      expect.objectContaining({ path: '/steps/1/back' }),
    );
    // A syntax error is named at its own line, not at the end of the file.
    const unparsable = await check({
      'schemas/steps/company_size.json':
        '{\n  "type": "object",\n  "required": [,\n  "properties": {}\n}\n',
    });
    expect(unparsable.json<{ data: { problems: { message: string }[] } }>().data.problems).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^not valid JSON at line 3, column 16: /) as string,
      }),
    ]);
    const good = await check({ 'schemas/steps/company_size.json': COMPANY_SIZE_STEP });
    expect(good.json<{ data: { problems: unknown[] } }>().data.problems).toEqual([]);
    expect((await live()).id).toBe(before.id);

    const files = await s.app.inject({
      method: 'GET',
      url: `/api/studio/versions/${before.id}/files`,
      headers: headers(),
    });
    const served = files.json<{ data: { files: Record<string, string> } }>().data.files;
    expect(served['schemas/flows/main.json']).toBe(await before.files('schemas/flows/main.json'));
    const missing = await s.app.inject({
      method: 'GET',
      url: '/api/studio/versions/999999/files',
      headers: headers(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a javascript: poster and a logo on another site in check and publish, publishing nothing', async () => {
    const before = await live();
    const flow = JSON.parse(await before.files('schemas/flows/main.json')) as {
      steps: { poster?: { titleKey: string; image: string } }[];
    };
    flow.steps[0]!.poster!.image = 'javascript:alert(document.cookie)';
    const brand = JSON.parse(await before.files('brands/default/brand.json')) as { logo: string };
    brand.logo = '//evil.example/logo.svg';
    const files = {
      'schemas/flows/main.json': JSON.stringify(flow),
      'brands/default/brand.json': JSON.stringify(brand),
    };
    const expected = [
      expect.objectContaining({
        file: 'schemas/flows/main.json',
        path: '/steps/0/poster/image',
        rule: 'safe-url',
        message:
          '"javascript:alert(document.cookie)" cannot be used as an address: it is a javascript: address, and only https addresses and paths on this site are loaded',
      }),
      expect.objectContaining({
        file: 'brands/default/brand.json',
        path: '/logo',
        rule: 'safe-url',
        message: expect.stringContaining('it starts with //') as string,
      }),
    ];

    const check = await s.app.inject({
      method: 'POST',
      url: '/api/studio/check',
      headers: headers(),
      payload: { basedOn: before.id, files },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json<{ data: { problems: unknown[] } }>().data.problems).toEqual(expected);

    const res = await publish({ basedOn: before.id, files });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ status_code: string; data: { problems: unknown[] } }>()).toMatchObject({
      status_code: 'config_invalid',
      data: { problems: expected },
    });
    expect((await live()).id).toBe(before.id);
  });

  it('refuses an edit of a version that is no longer live (someone published since)', async () => {
    const res = await publish({
      basedOn: '1',
      files: { 'schemas/steps/company_size.json': COMPANY_SIZE_STEP },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status_code: 'version_conflict' });
  });

  it('refuses files outside a brand’s configuration and bodies a Studio would never send', async () => {
    const { id } = await live();
    for (const files of [
      { 'schemas/meta/flow.schema.json': '{}' },
      { '../../etc/passwd': 'x' },
      { 'brands/beacon/brand.json': '{}' },
      { 'schemas/steps/a.json': 'x'.repeat(200_001) },
      { 'schemas/steps/a\u0000.json': '{}' },
      {},
    ]) {
      const res = await publish({ basedOn: id, files });
      expect(res.statusCode, Object.keys(files).join()).toBe(400);
    }
    expect(
      (await publish({ basedOn: 2 ** 31, files: { 'schemas/steps/a.json': '{}' } })).statusCode,
    ).toBe(400);
  });
});
