import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases';
import {
  latestMail,
  postJson,
  signedUpUser,
  startAccountsServer,
  tokenFromResetLink,
  unique,
  type AccountsServer,
} from './harness';

describe.each(databaseTargets())('POST /user/checkResetToken on $name', (target) => {
  let s: AccountsServer;
  beforeAll(async () => {
    s = await startAccountsServer(target);
  });
  afterAll(async () => s?.close());

  async function issuedReset(): Promise<{ token: string; userId: string }> {
    const { fields, userId } = await signedUpUser(s.app);
    expect(
      (await postJson(s.app, '/api/user/forgotPassword', { email: fields.email })).statusCode,
    ).toBe(200);
    const mail = await latestMail(s.app, fields.email, 'password_reset');
    return { token: tokenFromResetLink(mail.links[0]!), userId };
  }

  const check = (token: string) => postJson(s.app, '/api/user/checkResetToken', { token });

  it('says a fresh link can be used, and checking does not spend it', async () => {
    const { token } = await issuedReset();
    const first = await check(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ err: false, data: { valid: true } });
    expect((await check(token)).statusCode).toBe(200);
    const reset = await postJson(s.app, '/api/user/resetPassword', {
      token,
      password: 'Brand-New-Pass2',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('answers a used link with TOKEN_NOT_VERIFIED', async () => {
    const { token } = await issuedReset();
    await postJson(s.app, '/api/user/resetPassword', { token, password: 'Brand-New-Pass2' });
    const res = await check(token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({
      err: true,
      status_code: 'TOKEN_NOT_VERIFIED',
      msg: 'Token not verified',
    });
  });

  it('answers an expired link with TOKEN_NOT_VERIFIED', async () => {
    const { token, userId } = await issuedReset();
    await s.server.database.db
      .updateTable('one_time_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', userId)
      .where('purpose', '=', 'password_reset')
      .execute();
    expect((await check(token)).json()).toMatchObject({ status_code: 'TOKEN_NOT_VERIFIED' });
  });

  it('answers a token never issued with TOKEN_NOT_VALID', async () => {
    const res = await check(unique('made-up-'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ err: true, status_code: 'TOKEN_NOT_VALID' });
    expect((await check('')).json()).toMatchObject({ status_code: 'TOKEN_NOT_VALID' });
  });

  it('answers a link cut short, run on or garbled as not valid, so the page can say so', async () => {
    const { token } = await issuedReset();
    for (const garbled of [
      'a'.repeat(250),
      token.slice(0, -1),
      `${token}x`,
      `${token.slice(0, -1)}+`,
      'x'.repeat(100_000),
    ]) {
      const res = await check(garbled);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ err: true, status_code: 'TOKEN_NOT_VALID' });
    }
    // The real token is untouched by the attempts.
    expect((await check(token)).statusCode).toBe(200);
  });

  it('refuses a body without a token, or with one that is not text, with a 400 envelope', async () => {
    for (const body of [{}, { token: 42 }, { token: ['x'] }, { token: null }]) {
      const res = await postJson(s.app, '/api/user/checkResetToken', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ err: true });
    }
  });
});
