import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultStagesFor } from '../../../shared/flow/defaultStages';
import { issueOneTimeToken } from '../../../server/auth/oneTimeTokens';
import { CAMPAIGN_TEMPLATES } from '../../../server/onboarding/catalog/campaignTemplates';
import { THEME_PREFERENCES } from '../../../server/onboarding/catalog/themes';
import { databaseTargets } from '../support/databases';
import {
  authHeaders,
  postJson,
  signedUpUser,
  solveBotCheck,
  startAccountsServer,
  STRONG_PASSWORD,
  unique,
  type AccountsServer,
} from './harness';

const GENERIC = 'The email or password is incorrect for this workspace.';

describe.each(databaseTargets())('login and sessions on $name', (target) => {
  let s: AccountsServer;
  let user: Awaited<ReturnType<typeof signedUpUser>>;
  beforeAll(async () => {
    s = await startAccountsServer(target);
    user = await signedUpUser(s.app);
  });
  afterAll(async () => s?.close());

  async function login(fields: { tenantId: string; email: string; password: string }) {
    return postJson(s.app, '/api/user/login', {
      ...fields,
      gRecaptchaToken: await solveBotCheck(s.app),
    });
  }

  describe('POST /user/login', () => {
    it('signs in by tenant, email and password and says where onboarding resumes', async () => {
      const res = await login({
        tenantId: user.tenant.toUpperCase(),
        email: user.fields.email,
        password: STRONG_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        err: false,
        status_code: 'ok',
        auth_header_name: 'x-onramp-token',
      });
      expect(body.data).toMatchObject({
        stepName: 'business_category',
        tenantDomain: `${user.tenant}.onramp.test`,
        auth_header_name: 'x-onramp-token',
      });
      expect(body.data.action).toBeUndefined();
      expect(body.data.token).not.toBe(user.token);
      const me = await postJson(
        s.app,
        '/api/user/getUserData',
        {},
        { headers: authHeaders(body.data.token) },
      );
      expect(me.json().data.userId).toBe(user.userId);
    });

    it('sends a user whose onboarding is done to the tenant host', async () => {
      const done = await signedUpUser(s.app);
      await s.server.database.db
        .updateTable('users')
        .set({ step_name: 'redirect_dashboard' })
        .where('id', '=', done.userId)
        .execute();
      const res = await login({
        tenantId: done.tenant,
        email: done.fields.email,
        password: STRONG_PASSWORD,
      });
      expect(res.json().data).toMatchObject({
        stepName: 'redirect_dashboard',
        action: 'user_redirect',
        url: `https://${done.tenant}.onramp.test`,
      });
    });

    it.each([
      ['a wrong password', { password: 'Wrong-Pass1' }],
      ['another tenant', { tenantId: 'someone-else' }],
      ['an unknown email', { email: 'nobody@example.com' }],
    ])('answers %s with 401 and one generic message', async (_case, change) => {
      const res = await login({
        tenantId: user.tenant,
        email: user.fields.email,
        password: STRONG_PASSWORD,
        ...change,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        err: true,
        status_code: 'invalid_credentials',
        msg: GENERIC,
        msg_ref: { id: 'errors.invalidCredentials' },
        data: null,
      });
    });

    it('needs a bot check token', async () => {
      const res = await postJson(s.app, '/api/user/login', {
        tenantId: user.tenant,
        email: user.fields.email,
        password: STRONG_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().status_code).toBe('bot_check_failed');
    });

    it('checks the tenant name before anything else', async () => {
      const res = await login({
        tenantId: '',
        email: user.fields.email,
        password: STRONG_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('Please enter a domain name');
    });
  });

  describe('POST /user/getUserData', () => {
    it('returns every onboarding field, with defaults, plus auth_header_name', async () => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/user/getUserData',
        headers: { ...authHeaders(user.token), 'content-type': 'application/json' },
        payload: '',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Object.keys(res.json())).toEqual(['err', 'status_code', 'msg', 'data']);
      expect(res.json()).toMatchObject({ err: false, status_code: 'ok', msg: '' });
      expect(res.json().data).toEqual({
        userId: user.userId,
        email: user.fields.email,
        name: 'Ada Lovelace',
        firstName: 'Ada',
        lastName: 'Lovelace',
        company: 'Analytical Engines',
        phoneNumber: '+14155552671',
        isEmailVerified: false,
        stepName: 'business_category',
        hideSteps: [],
        subDomain: user.tenant,
        tenantDomain: `${user.tenant}.onramp.test`,
        redirectTenantURL: null,
        selectedPlan: { planId: 'byte_monthly', price: 8, type: 'monthly' },
        language: null,
        configVersion: expect.stringMatching(/^[1-9][0-9]*$/),
        businessCategory: null,
        websiteUrl: null,
        websiteDescription: null,
        blogUrl: null,
        promoCode: null,
        stages: defaultStagesFor(null),
        scrappedLogoUrl: null,
        logoUrl: null,
        logoStatus: null,
        paletteStatus: null,
        paletteColor: ['', '', ''],
        primaryFeatures: [],
        featureDescription: null,
        themePreferenceList: THEME_PREFERENCES,
        graphicThemePreference: null,
        campaignPrompt: null,
        campaignTemplates: CAMPAIGN_TEMPLATES,
        knowledgebaseURL: null,
        customQuestions: [],
        auth_header_name: 'x-onramp-token',
        token: user.token,
      });
    });

    it('lays the data later steps stored over the defaults', async () => {
      const other = await signedUpUser(s.app);
      await s.server.database.db
        .updateTable('users')
        .set({
          onboarding: JSON.stringify({
            businessCategory: { name: 'SaaS', description: null },
            paletteColor: ['#fff'],
            teamSize: 12,
          }),
        })
        .where('id', '=', other.userId)
        .execute();
      const res = await postJson(
        s.app,
        '/api/user/getUserData',
        {},
        { headers: authHeaders(other.token) },
      );
      expect(res.json().data).toMatchObject({
        businessCategory: { name: 'SaaS', description: null },
        paletteColor: ['#fff'],
        teamSize: 12,
        stages: defaultStagesFor('SaaS'),
      });
    });

    it.each([
      ['no token', {}],
      ['an unknown token', authHeaders('x'.repeat(43))],
    ])('answers %s with HTTP 403', async (_case, headers) => {
      const res = await postJson(s.app, '/api/user/getUserData', {}, { headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ err: true, status_code: 'session_expired' });
    });

    it('answers an expired session with HTTP 403', async () => {
      const other = await signedUpUser(s.app);
      await s.server.database.db
        .updateTable('sessions')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('user_id', '=', other.userId)
        .execute();
      const res = await postJson(
        s.app,
        '/api/user/getUserData',
        {},
        { headers: authHeaders(other.token) },
      );
      expect(res.statusCode).toBe(403);
    });

    it('answers a revoked session with HTTP 403', async () => {
      const other = await signedUpUser(s.app);
      await s.server.database.db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', other.userId)
        .execute();
      const res = await postJson(
        s.app,
        '/api/user/getUserData',
        {},
        { headers: authHeaders(other.token) },
      );
      expect(res.statusCode).toBe(403);
    });
  });

  describe('POST /api/central/loginRedirect', () => {
    async function redirectToken(ttlSeconds = 300): Promise<string> {
      return issueOneTimeToken(s.server.database.db, 'login_redirect', user.userId, ttlSeconds);
    }

    it('trades a login-redirect token for a session, with status 1 and actionType login', async () => {
      const res = await postJson(s.app, '/api/central/loginRedirect', {
        token: await redirectToken(),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        status: '1',
        err: false,
        auth_header_name: 'x-onramp-token',
        data: { actionType: 'login', auth_header_name: 'x-onramp-token' },
      });
      const me = await postJson(
        s.app,
        '/api/user/getUserData',
        {},
        { headers: authHeaders(body.data.token) },
      );
      expect(me.json().data.userId).toBe(user.userId);
    });

    it('accepts a token once', async () => {
      const token = await redirectToken();
      expect((await postJson(s.app, '/api/central/loginRedirect', { token })).statusCode).toBe(200);
      const again = await postJson(s.app, '/api/central/loginRedirect', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        status: '0',
        err: true,
        status_code: 'TOKEN_NOT_VERIFIED',
      });
      expect(again.json().message).toBe(again.json().msg);
    });

    it('refuses an expired token', async () => {
      const token = await redirectToken();
      await s.server.database.db
        .updateTable('one_time_tokens')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('purpose', '=', 'login_redirect')
        .execute();
      const res = await postJson(s.app, '/api/central/loginRedirect', { token });
      expect(res.json()).toMatchObject({
        status: '0',
        err: true,
        status_code: 'TOKEN_NOT_VERIFIED',
      });
    });

    it('refuses an unknown token, and a token of another purpose', async () => {
      for (const token of [unique('t'), user.token]) {
        const res = await postJson(s.app, '/api/central/loginRedirect', { token });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          status: '0',
          err: true,
          status_code: 'TOKEN_NOT_VALID',
        });
      }
    });
  });
});

describe('the login-redirect path with API_VERSION set', () => {
  it('stays at /api/central/loginRedirect while the API moves under /api/{version}', async () => {
    const [target] = databaseTargets();
    const s = await startAccountsServer(target!, { API_VERSION: 'v3' });
    try {
      const central = await postJson(s.app, '/api/central/loginRedirect', { token: 'nope' });
      expect(central.json().status).toBe('0');
      const versioned = await postJson(s.app, '/api/v3/user/checkTenant', { tenant: 'nobody' });
      expect(versioned.json().status_code).toBe('tenant_not_found');
    } finally {
      await s.close();
    }
  });
});
