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

const JUNK_ATTEMPTS = 12;

describe('nobody can lock an account out without passing the bot check', () => {
  let s: AccountsServer;
  beforeAll(async () => {
    s = await startAccountsServer(databaseTargets()[0]!, {
      RATE_LIMIT_PER_ACCOUNT: '3',
      RATE_LIMIT_WINDOW_SECONDS: '600',
    });
  });
  afterAll(async () => s?.close());

  it("lets the victim sign in after many junk-token logins naming the victim's email", async () => {
    const victim = await signedUpUser(s.app);
    for (let n = 0; n < JUNK_ATTEMPTS; n++) {
      const junk = await postJson(
        s.app,
        '/api/user/login',
        {
          tenantId: victim.tenant,
          email: victim.fields.email,
          password: 'guess',
          gRecaptchaToken: `junk-${n}`,
        },
        { remoteAddress: `10.7.${n}.1` },
      );
      expect(junk.json()).toMatchObject({ err: true, status_code: 'bot_check_failed' });
    }
    const real = await postJson(s.app, '/api/user/login', {
      tenantId: victim.tenant,
      email: victim.fields.email,
      password: victim.fields.password,
      gRecaptchaToken: await solveBotCheck(s.app),
    });
    expect(real.statusCode).toBe(200);
    expect(real.json()).toMatchObject({ err: false });
  });

  it('lets the owner of an email sign up after many junk-token signups naming it', async () => {
    const email = `${unique('owner')}@example.com`;
    for (let n = 0; n < JUNK_ATTEMPTS; n++) {
      const { res } = await signUp(
        s.app,
        { email, gRecaptchaToken: `junk-${n}` },
        { remoteAddress: `10.8.${n}.1` },
      );
      expect(res.json()).toMatchObject({ err: true, status_code: 'bot_check_failed' });
    }
    const { res } = await signUp(s.app, { email });
    expect(res.statusCode).toBe(200);
  });
});
