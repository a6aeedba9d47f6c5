import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { latestMail, postJson, signedUpUser } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { pay, serverPerSuite, tenantCookie, tenantSession, tenantUrlOf } from './support';

const arabic = JSON.parse(
  readFileSync(join(process.cwd(), 'brands/default/locales/ar.json'), 'utf8'),
) as Record<string, string>;

describe.each(databaseTargets())('the tenant app’s language on $name', (target) => {
  const suite = serverPerSuite(target);
  const app = () => suite.server.app;

  /** A paid owner who signed up in `language`, with a tenant session on their workspace's host. */
  async function ownerIn(language?: string) {
    const user = await signedUpUser(app(), { language });
    await pay(app(), suite.server.database.db, user);
    const session = await tenantSession(app(), await tenantUrlOf(app(), user.token));
    return { ...user, session, host: `${user.tenant}.onramp.test` };
  }
  type Owner = Awaited<ReturnType<typeof ownerIn>>;

  const context = (owner: Owner) =>
    app().inject({ method: 'GET', url: '/api/tenant/context', headers: { host: owner.host } });
  const putLanguage = (host: string, headers: Record<string, string>, payload: unknown) =>
    app().inject({
      method: 'PUT',
      url: '/api/tenant/language',
      headers: { host, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });
  const signedIn = (owner: Owner) => ({ cookie: tenantCookie(owner.session) });
  const storedLanguage = async (userId: string) =>
    (
      await suite.server.database.db
        .selectFrom('users')
        .select('language')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).language;

  let german: Owner;
  let other: Owner;
  beforeAll(async () => {
    german = await ownerIn('de');
    other = await ownerIn();
  });

  it('tells the page the brand’s languages (as the portal gets them) and the owner’s', async () => {
    const portal = (await app().inject({ method: 'GET', url: '/api/getInitialConfig' })).json<{
      data: { brand: { locales: string[]; defaultLanguage: string } };
    }>().data.brand;
    const res = await context(german);
    expect(res.statusCode).toBe(200);
    const data = res.json<{
      data: { brand: Record<string, unknown>; language: string | null };
    }>().data;
    expect(data.brand).toMatchObject({
      id: 'default',
      locales: portal.locales,
      defaultLanguage: portal.defaultLanguage,
    });
    expect(portal.locales).toEqual(expect.arrayContaining(['en', 'de', 'ar']));
    expect(data.language).toBe('de');
    expect((await context(other)).json().data.language).toBeNull();
  });

  it('dates the workspace for the signed-in page', async () => {
    const res = await app().inject({
      method: 'GET',
      url: '/api/tenant/workspace',
      headers: { host: german.host, ...signedIn(german) },
    });
    const { createdAt } = res.json<{ data: { createdAt: string } }>().data;
    expect(createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.now() - Date.parse(createdAt)).toBeLessThan(10 * 60_000);
  });

  it('keeps a member’s choice on their own user: the next visit and their mails follow it', async () => {
    const res = await putLanguage(german.host, signedIn(german), { language: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ err: false, status_code: 'ok', data: { language: 'ar' } });
    expect(await storedLanguage(german.userId)).toBe('ar');
    expect(await storedLanguage(other.userId)).toBeNull();
    expect((await context(german)).json().data.language).toBe('ar');

    const forgot = await postJson(app(), '/api/user/forgotPassword', {
      email: german.fields.email,
      tenantId: german.tenant,
    });
    expect(forgot.statusCode).toBe(200);
    const mail = await latestMail(app(), german.fields.email, 'password_reset');
    expect(mail.subject).toBe(arabic['mail.passwordReset.subject']!.replace('{{brand}}', 'Onramp'));
  });

  it('answers without a session, or with another tenant’s, with 401 and changes nothing', async () => {
    for (const headers of [{}, { cookie: tenantCookie('<script>') }, signedIn(german)]) {
      const res = await putLanguage(other.host, headers, { language: 'de' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ err: true, status_code: 'tenant_session_required' });
    }
    expect(await storedLanguage(other.userId)).toBeNull();
    // On the portal's host there is no tenant API at all.
    expect(
      (await putLanguage('portal.onramp.test', signedIn(other), { language: 'de' })).statusCode,
    ).toBe(404);
  });

  it('refuses anything but a language the brand offers with 400 validation_failed', async () => {
    const before = await storedLanguage(other.userId);
    const bad: unknown[] = [
      { language: 'fr' },
      { language: 'de\u0000' },
      { language: '\u0000' },
      { language: '\ud800' },
      { language: 'de\udc00' },
      { language: 'd'.repeat(100_000) },
      { language: 5 },
      { language: null },
      { language: ['de'] },
      { language: '' },
      {},
      'de',
    ];
    for (const payload of bad) {
      const res = await putLanguage(other.host, signedIn(other), payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({
        err: true,
        status_code: 'validation_failed',
        msg: expect.any(String),
      });
    }
    expect(await storedLanguage(other.userId)).toBe(before);
  });

  it('is published in the OpenAPI document', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(doc.paths['/api/tenant/language']?.put).toBeDefined();
  });
});
