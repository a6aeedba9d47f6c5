import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases';
import {
  authHeaders,
  latestMail,
  postJson,
  signedUpUser,
  startAccountsServer,
  type AccountsServer,
} from './harness';

const copy = (lang: string) =>
  JSON.parse(
    readFileSync(join(process.cwd(), 'brands/default/locales', `${lang}.json`), 'utf8'),
  ) as Record<string, string>;
const brandName = (text: string) => text.replace('{{brand}}', 'Onramp');

describe.each(databaseTargets())('mails in the language chosen at signup, on $name', (target) => {
  let s: AccountsServer;
  beforeAll(async () => {
    s = await startAccountsServer(target);
  });
  afterAll(async () => s?.close());

  /** The HTML body of the newest mail of a kind to an address, as the outbox keeps it. */
  async function htmlOf(to: string, kind: string): Promise<string> {
    const row = await s.server.database.db
      .selectFrom('mail_outbox')
      .select('html_body')
      .where('to_address', '=', to)
      .where('kind', '=', kind)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return row.html_body;
  }

  async function storedLanguage(userId: string): Promise<string | null> {
    const row = await s.server.database.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.language;
  }

  it('writes the verification mail in German for a German signup, and stores the language', async () => {
    const { fields, userId } = await signedUpUser(s.app, { language: 'de' });
    expect(await storedLanguage(userId)).toBe('de');
    const mail = await latestMail(s.app, fields.email, 'email_verification');
    expect(mail.subject).toBe(brandName(copy('de')['mail.verification.subject']!));
    expect(await htmlOf(fields.email, 'email_verification')).toContain('lang="de" dir="ltr"');
  });

  it('writes later mails (password reset) in that language too, right to left for Arabic', async () => {
    const { fields, tenant } = await signedUpUser(s.app, { language: 'ar' });
    const res = await postJson(s.app, '/api/user/forgotPassword', {
      email: fields.email,
      tenantId: tenant,
    });
    expect(res.statusCode).toBe(200);
    const mail = await latestMail(s.app, fields.email, 'password_reset');
    expect(mail.subject).toBe(brandName(copy('ar')['mail.passwordReset.subject']!));
    expect(await htmlOf(fields.email, 'password_reset')).toContain('lang="ar" dir="rtl"');
  });

  it('stores a regional tag as the language offered, and mails in it', async () => {
    const { fields, userId } = await signedUpUser(s.app, { language: 'es-MX' });
    expect(await storedLanguage(userId)).toBe('es');
    const mail = await latestMail(s.app, fields.email, 'email_verification');
    expect(mail.subject).toBe(brandName(copy('es')['mail.verification.subject']!));
  });

  it('stores no language for one the brand does not offer, or none sent, and mails in English', async () => {
    for (const language of ['xx', undefined]) {
      const { fields, userId } = await signedUpUser(s.app, { language });
      expect(await storedLanguage(userId)).toBeNull();
      const mail = await latestMail(s.app, fields.email, 'email_verification');
      expect(mail.subject).toBe(brandName(copy('en')['mail.verification.subject']!));
    }
  });

  it("keeps a signed-in user's later choice: getUserData and the next mails follow it", async () => {
    const { fields, token, tenant, userId } = await signedUpUser(s.app, { language: 'de' });
    const res = await postJson(
      s.app,
      '/api/user/language',
      { language: 'ar' },
      {
        headers: authHeaders(token),
      },
    );
    expect(res.statusCode).toBe(200);
    expect(await storedLanguage(userId)).toBe('ar');
    const data = await postJson(
      s.app,
      '/api/user/getUserData',
      {},
      { headers: authHeaders(token) },
    );
    expect(data.json<{ data: { language: string } }>().data.language).toBe('ar');
    await postJson(s.app, '/api/user/forgotPassword', { email: fields.email, tenantId: tenant });
    const mail = await latestMail(s.app, fields.email, 'password_reset');
    expect(mail.subject).toBe(brandName(copy('ar')['mail.passwordReset.subject']!));
  });

  it('refuses a language the brand does not offer, or any body a switcher would never send', async () => {
    const { token, userId } = await signedUpUser(s.app, { language: 'de' });
    const bodies: unknown[] = [
      { language: 'xx' },
      { language: 'de\u0000' },
      { language: '\ud800' },
      { language: 'd'.repeat(10_000) },
      { language: 2 ** 31 },
      { language: { language: 'de' } },
      { language: 'de', userId: 'someone-else' },
      {},
    ];
    for (const body of bodies) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/user/language',
        headers: { ...authHeaders(token), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ err: true, status_code: 'validation_failed' });
    }
    expect(await storedLanguage(userId)).toBe('de');
  });

  it('refuses a choice without a session', async () => {
    const res = await postJson(s.app, '/api/user/language', { language: 'de' });
    expect(res.statusCode).toBe(403);
  });
});
