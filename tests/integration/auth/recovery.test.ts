import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases';
import {
  authHeaders,
  latestMail,
  mailTo,
  postJson,
  PUBLIC_URL,
  signedUpUser,
  solveBotCheck,
  startAccountsServer,
  STRONG_PASSWORD,
  tokenFromResetLink,
  unique,
  type AccountsServer,
} from './harness';

const NEW_PASSWORD = 'Brand-New-Pass2';

describe.each(databaseTargets())('password and subdomain recovery on $name', (target) => {
  let s: AccountsServer;
  beforeAll(async () => {
    s = await startAccountsServer(target);
  });
  afterAll(async () => s?.close());

  async function requestReset(email: string, tenantId = ''): Promise<string> {
    const res = await postJson(s.app, '/api/user/forgotPassword', { email, tenantId });
    expect(res.statusCode).toBe(200);
    return tokenFromResetLink((await latestMail(s.app, email, 'password_reset')).links[0]!);
  }

  function reset(token: string, password = NEW_PASSWORD) {
    return postJson(s.app, '/api/user/resetPassword', { token, password });
  }

  async function loginStatus(tenantId: string, email: string, password: string): Promise<number> {
    const res = await postJson(s.app, '/api/user/login', {
      tenantId,
      email,
      password,
      gRecaptchaToken: await solveBotCheck(s.app),
    });
    return res.statusCode;
  }

  describe('POST /user/forgotPassword', () => {
    it('mails a reset link built from PUBLIC_URL, whatever the Host header says', async () => {
      const { fields, tenant } = await signedUpUser(s.app);
      const res = await postJson(
        s.app,
        '/api/user/forgotPassword',
        { email: fields.email, tenantId: tenant },
        { headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' } },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ err: false, status_code: 'ok' });
      const mail = await latestMail(s.app, fields.email, 'password_reset');
      expect(mail.subject).toBe('Reset your Onramp password');
      expect(mail.links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password/[A-Za-z0-9_-]{43}$`));
      expect(mail.text).toContain(`${tenant}.onramp.test`);
      expect(JSON.stringify(mail)).not.toContain('attacker');
    });

    it('answers an unknown email with NO_USER_FOUND_WITH_EMAIL', async () => {
      const res = await postJson(s.app, '/api/user/forgotPassword', {
        email: `${unique('ghost')}@example.com`,
        tenantId: '',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        err: true,
        status_code: 'NO_USER_FOUND_WITH_EMAIL',
        msg: 'Email does not exists!',
      });
    });

    it('answers an email of another tenant with NO_USER_FOUND_WITH_EMAIL', async () => {
      const { fields } = await signedUpUser(s.app);
      const res = await postJson(s.app, '/api/user/forgotPassword', {
        email: fields.email,
        tenantId: 'some-other-tenant',
      });
      expect(res.json().status_code).toBe('NO_USER_FOUND_WITH_EMAIL');
    });

    it('answers a malformed email with 400 and the recovery message', async () => {
      const res = await postJson(s.app, '/api/user/forgotPassword', { email: 'x@', tenantId: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('Please enter a valid email address.');
    });
  });

  describe('POST /user/resetPassword', () => {
    it('sets the new password, names the tenant, and signs every session out', async () => {
      const { fields, tenant, token: session } = await signedUpUser(s.app);
      const res = await reset(await requestReset(fields.email));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ err: false, data: { tenantName: tenant } });
      expect(await loginStatus(tenant, fields.email, NEW_PASSWORD)).toBe(200);
      expect(await loginStatus(tenant, fields.email, STRONG_PASSWORD)).toBe(401);
      const me = await postJson(
        s.app,
        '/api/user/getUserData',
        {},
        { headers: authHeaders(session) },
      );
      expect(me.statusCode).toBe(403);
    });

    it('spends the token: a second use is TOKEN_NOT_VERIFIED', async () => {
      const { fields } = await signedUpUser(s.app);
      const token = await requestReset(fields.email);
      expect((await reset(token)).statusCode).toBe(200);
      const again = await reset(token, 'Another-Pass3');
      expect(again.statusCode).toBe(410);
      expect(again.json()).toMatchObject({
        status_code: 'TOKEN_NOT_VERIFIED',
        msg: 'Token not verified',
      });
    });

    it('spends older reset links too once one of them worked', async () => {
      const { fields } = await signedUpUser(s.app);
      const first = await requestReset(fields.email);
      const second = await requestReset(fields.email);
      expect((await reset(second)).statusCode).toBe(200);
      expect((await reset(first)).json().status_code).toBe('TOKEN_NOT_VERIFIED');
    });

    it('refuses an expired token with TOKEN_NOT_VERIFIED', async () => {
      const { fields, userId } = await signedUpUser(s.app);
      const token = await requestReset(fields.email);
      await s.server.database.db
        .updateTable('one_time_tokens')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('user_id', '=', userId)
        .where('purpose', '=', 'password_reset')
        .execute();
      const res = await reset(token);
      expect(res.json()).toMatchObject({ err: true, status_code: 'TOKEN_NOT_VERIFIED' });
    });

    it('expires reset tokens after an hour by default', async () => {
      const { fields, userId } = await signedUpUser(s.app);
      await requestReset(fields.email);
      const row = await s.server.database.db
        .selectFrom('one_time_tokens')
        .select(sql<number>`extract(epoch from expires_at - created_at)`.as('ttl'))
        .where('user_id', '=', userId)
        .where('purpose', '=', 'password_reset')
        .executeTakeFirstOrThrow();
      expect(Number(row.ttl)).toBeCloseTo(3600, -1);
    });

    it('answers an unknown token with TOKEN_NOT_VALID', async () => {
      const res = await reset(unique('made-up-'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status_code: 'TOKEN_NOT_VALID',
        msg: 'Token is not valid',
      });
      expect((await reset('')).json().status_code).toBe('TOKEN_NOT_VALID');
      expect((await reset('a'.repeat(250))).json().status_code).toBe('TOKEN_NOT_VALID');
    });

    it('answers a weak password with PASSWORD_CONSTRAINTS_FAILED and leaves the token usable', async () => {
      const { fields, tenant } = await signedUpUser(s.app);
      const token = await requestReset(fields.email);
      const weak = await reset(token, 'short1A');
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({
        status_code: 'PASSWORD_CONSTRAINTS_FAILED',
        msg: 'Password constraints failed',
      });
      expect((await reset(token, 'nouppercase1')).json().status_code).toBe(
        'PASSWORD_CONSTRAINTS_FAILED',
      );
      const ok = await reset(token);
      expect(ok.json().data.tenantName).toBe(tenant);
    });

    it('answers a token whose user is gone with NO_USER_FOUND_WITH_EMAIL', async () => {
      const { fields, userId } = await signedUpUser(s.app);
      const token = await requestReset(fields.email);
      await s.server.database.db.deleteFrom('users').where('id', '=', userId).execute();
      const res = await reset(token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        status_code: 'NO_USER_FOUND_WITH_EMAIL',
        msg: 'No user found with the provided email',
      });
    });

    it('answers a failed write with PASSWORD_UPDATE_FAILED and leaves the token unspent', async () => {
      const { fields, userId } = await signedUpUser(s.app);
      const token = await requestReset(fields.email);
      const db = s.server.database.db;
      const fn = `refuse_${unique('')}`;
      await sql
        .raw(
          `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
           CREATE TRIGGER ${fn} BEFORE UPDATE OF password_hash ON users
             FOR EACH ROW WHEN (OLD.id = '${userId}') EXECUTE FUNCTION ${fn}();`,
        )
        .execute(db);
      try {
        const res = await reset(token);
        expect(res.statusCode).toBe(500);
        expect(res.json()).toMatchObject({
          err: true,
          status_code: 'PASSWORD_UPDATE_FAILED',
          msg: 'Password update failed',
        });
      } finally {
        await sql.raw(`DROP TRIGGER ${fn} ON users; DROP FUNCTION ${fn}();`).execute(db);
      }
      expect((await reset(token)).statusCode).toBe(200);
    });
  });

  describe('POST /user/forgotDomain', () => {
    it('mails the subdomain with a login link built from PUBLIC_URL', async () => {
      const { fields, tenant } = await signedUpUser(s.app);
      const res = await postJson(
        s.app,
        '/api/user/forgotDomain',
        { email: fields.email.toUpperCase() },
        { headers: { host: 'attacker.example' } },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ err: false, status_code: 'ok' });
      const mail = await latestMail(s.app, fields.email, 'subdomain_reminder');
      expect(mail.subject).toBe('Your Onramp subdomain');
      expect(mail.text).toContain(`is ${tenant} (${tenant}.onramp.test)`);
      expect(mail.links).toEqual([`${PUBLIC_URL}/login?tenant=${tenant}`]);
    });

    it('answers an unknown email with NO_USER_FOUND_WITH_EMAIL', async () => {
      const email = `${unique('ghost')}@example.com`;
      const res = await postJson(s.app, '/api/user/forgotDomain', { email });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        status_code: 'NO_USER_FOUND_WITH_EMAIL',
        msg: 'Email does not exists!',
      });
      expect(await mailTo(s.app, email)).toEqual([]);
    });

    it('answers a malformed email with 400', async () => {
      const res = await postJson(s.app, '/api/user/forgotDomain', { email: 'nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('Please enter a valid email address.');
    });
  });
});
