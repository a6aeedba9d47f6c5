import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases';
import {
  postJson,
  signedUpUser,
  signUp,
  solveBotCheck,
  startAccountsServer,
  unique,
  type AccountsServer,
} from './harness';

describe('rate limits', () => {
  let s: AccountsServer;
  beforeAll(async () => {
    s = await startAccountsServer(databaseTargets()[0]!, {
      RATE_LIMIT_PER_IP: '4',
      RATE_LIMIT_PER_ACCOUNT: '2',
      RATE_LIMIT_WINDOW_SECONDS: '600',
    });
  });
  afterAll(async () => s?.close());

  function expectRateLimited(
    res: Awaited<ReturnType<typeof postJson>>,
    per: 'address' | 'account',
  ) {
    expect(res.statusCode).toBe(429);
    const body = res.json();
    expect(body).toMatchObject({ err: true, status_code: 'rate_limited', data: { per } });
    expect(body.msg).toMatch(
      /^Too many attempts .+\. Please wait (\d+ (minutes|seconds)|a (minute|second)) and try again\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }

  it.each([
    [
      '/api/user/login',
      (i: number) => ({ tenantId: 'acme', email: `u${i}@example.com`, password: 'x' }),
    ],
    ['/api/user/signup', (i: number) => ({ email: `u${i}@example.com` })],
    ['/api/user/forgotPassword', (i: number) => ({ email: `u${i}@example.com`, tenantId: '' })],
    ['/api/user/forgotDomain', (i: number) => ({ email: `u${i}@example.com` })],
    ['/api/user/checkTenant', (i: number) => ({ tenant: `tenant${i}` })],
  ])('limits %s per client address, across accounts', async (url, body) => {
    const remoteAddress = `10.1.0.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < 4; i++) {
      const res = await postJson(s.app, url, body(i), { remoteAddress });
      expect(res.statusCode).not.toBe(429);
    }
    expectRateLimited(await postJson(s.app, url, body(99), { remoteAddress }), 'address');
    const elsewhere = await postJson(s.app, url, body(100), { remoteAddress: '10.2.0.1' });
    expect(elsewhere.statusCode).not.toBe(429);
  });

  it('limits login per account, across client addresses, once the bot check passed', async () => {
    const email = `${unique('victim')}@example.com`;
    const attempt = async (n: number, named = email) =>
      postJson(
        s.app,
        '/api/user/login',
        {
          tenantId: 'acme',
          email: named,
          password: 'guess',
          gRecaptchaToken: await solveBotCheck(s.app),
        },
        { remoteAddress: `10.3.${n}.1` },
      );
    expect((await attempt(1)).statusCode).not.toBe(429);
    expect((await attempt(2)).statusCode).not.toBe(429);
    expectRateLimited(await attempt(3), 'account');
    // The account key ignores case and surrounding spaces.
    expectRateLimited(await attempt(9, ` ${email.toUpperCase()} `), 'account');
  });

  it('limits signup per email, once the bot check passed', async () => {
    const { fields } = await signedUpUser(s.app);
    const again = (n: number) =>
      signUp(s.app, { email: fields.email }, { remoteAddress: `10.4.${n}.9` });
    expect((await again(1)).res.json()).toMatchObject({ status_code: 'user_already_exist' });
    expectRateLimited((await again(2)).res, 'account');
  });

  it.each([
    ['/api/user/forgotPassword', (email: string) => ({ email, tenantId: '' })],
    ['/api/user/forgotDomain', (email: string) => ({ email })],
  ])('limits %s per email', async (url, body) => {
    const email = `${unique('acct')}@example.com`;
    for (let n = 0; n < 2; n++) {
      await postJson(s.app, url, body(email), { remoteAddress: `10.4.${n}.1` });
    }
    expectRateLimited(
      await postJson(s.app, url, body(email), { remoteAddress: '10.4.7.1' }),
      'account',
    );
  });

  it('limits checkTenant per tenant name', async () => {
    const tenant = unique('probe');
    for (let n = 0; n < 2; n++) {
      await postJson(s.app, '/api/user/checkTenant', { tenant }, { remoteAddress: `10.5.${n}.1` });
    }
    const res = await postJson(
      s.app,
      '/api/user/checkTenant',
      { tenant },
      { remoteAddress: '10.5.9.1' },
    );
    expectRateLimited(res, 'account');
  });

  it('does not count one route against another', async () => {
    const { fields, tenant } = await signedUpUser(s.app);
    const remoteAddress = '10.6.0.1';
    for (let n = 0; n < 2; n++) {
      await postJson(s.app, '/api/user/forgotDomain', { email: fields.email }, { remoteAddress });
    }
    const check = await postJson(s.app, '/api/user/checkTenant', { tenant }, { remoteAddress });
    expect(check.statusCode).toBe(200);
  });
});
