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
  startAccountsServer,
  tokenFromVerificationLink,
  unique,
  type AccountsServer,
} from './harness';

describe.each(databaseTargets())('email verification on $name', (target) => {
  let s: AccountsServer;
  beforeAll(async () => {
    s = await startAccountsServer(target);
  });
  afterAll(async () => s?.close());

  async function verificationToken(email: string): Promise<string> {
    return tokenFromVerificationLink(
      (await latestMail(s.app, email, 'email_verification')).links[0]!,
    );
  }

  async function isVerified(userId: string): Promise<boolean> {
    const row = await s.server.database.db
      .selectFrom('users')
      .select('is_email_verified')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.is_email_verified;
  }

  it('marks the email verified when the token is POSTed', async () => {
    const { fields, userId, token: session } = await signedUpUser(s.app);
    const res = await postJson(s.app, '/api/user/verifyEmail', {
      token: await verificationToken(fields.email),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      err: false,
      data: { isEmailVerified: true, email: fields.email },
    });
    expect(await isVerified(userId)).toBe(true);
    const me = await postJson(
      s.app,
      '/api/user/getUserData',
      {},
      { headers: authHeaders(session) },
    );
    expect(me.json().data.isEmailVerified).toBe(true);
  });

  it('spends nothing on a GET of the mailed link or of the API path', async () => {
    const { fields, userId } = await signedUpUser(s.app);
    const link = (await latestMail(s.app, fields.email, 'email_verification')).links[0]!;
    expect(link.startsWith(`${PUBLIC_URL}/verify-email?token=`)).toBe(true);
    const token = tokenFromVerificationLink(link);
    const page = await s.app.inject({
      method: 'GET',
      url: `/verify-email?token=${token}`,
      headers: { accept: 'text/html' },
    });
    expect(page.headers['content-type']).toContain('text/html');
    const api = await s.app.inject({ method: 'GET', url: `/api/user/verifyEmail?token=${token}` });
    expect(api.statusCode).toBe(404);
    expect(await isVerified(userId)).toBe(false);
    expect((await postJson(s.app, '/api/user/verifyEmail', { token })).statusCode).toBe(200);
  });

  it('accepts a token once: a second POST is TOKEN_USED', async () => {
    const { fields } = await signedUpUser(s.app);
    const token = await verificationToken(fields.email);
    await postJson(s.app, '/api/user/verifyEmail', { token });
    const again = await postJson(s.app, '/api/user/verifyEmail', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ err: true, status_code: 'TOKEN_USED' });
  });

  it('refuses an expired token with TOKEN_EXPIRED and leaves the email unverified', async () => {
    const { fields, userId } = await signedUpUser(s.app);
    const token = await verificationToken(fields.email);
    await s.server.database.db
      .updateTable('one_time_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', userId)
      .execute();
    const res = await postJson(s.app, '/api/user/verifyEmail', { token });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ err: true, status_code: 'TOKEN_EXPIRED' });
    expect(await isVerified(userId)).toBe(false);
  });

  it('refuses an unknown token with TOKEN_NOT_VALID', async () => {
    const res = await postJson(s.app, '/api/user/verifyEmail', { token: unique('nope') });
    expect(res.statusCode).toBe(400);
    expect(res.json().status_code).toBe('TOKEN_NOT_VALID');
  });

  it('answers a link cut short or run on with TOKEN_NOT_VALID, and verifies nothing', async () => {
    const { fields, userId } = await signedUpUser(s.app);
    const token = await verificationToken(fields.email);
    for (const garbled of ['b'.repeat(250), token.slice(0, 20), `${token}=`, `${token} `]) {
      const res = await postJson(s.app, '/api/user/verifyEmail', { token: garbled });
      expect(res.statusCode).toBe(400);
      expect(res.json().status_code).toBe('TOKEN_NOT_VALID');
    }
    expect(await isVerified(userId)).toBe(false);
  });

  describe('POST /user/resendVerificationEmail', () => {
    it('mails a new link that works, with no body at all', async () => {
      const { fields, userId, token } = await signedUpUser(s.app);
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/user/resendVerificationEmail',
        headers: authHeaders(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ err: false, msg: 'Verification mail sent!' });
      const mails = (await mailTo(s.app, fields.email)).filter(
        (m) => m.kind === 'email_verification',
      );
      expect(mails).toHaveLength(2);
      const newest = tokenFromVerificationLink(mails[0]!.links[0]!);
      expect((await postJson(s.app, '/api/user/verifyEmail', { token: newest })).statusCode).toBe(
        200,
      );
      expect(await isVerified(userId)).toBe(true);
    });

    it('answers a verified user with email_already_verified', async () => {
      const { fields, token } = await signedUpUser(s.app);
      await postJson(s.app, '/api/user/verifyEmail', {
        token: await verificationToken(fields.email),
      });
      const res = await postJson(
        s.app,
        '/api/user/resendVerificationEmail',
        {},
        { headers: authHeaders(token) },
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().status_code).toBe('email_already_verified');
    });

    it('answers without a session with HTTP 403', async () => {
      const res = await postJson(s.app, '/api/user/resendVerificationEmail', {});
      expect(res.statusCode).toBe(403);
    });
  });
});
