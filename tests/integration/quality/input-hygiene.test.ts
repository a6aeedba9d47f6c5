import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  postJson,
  signedUpUser,
  signupFields,
  solveBotCheck,
  STRONG_PASSWORD,
} from '../auth/harness';
import {
  checkoutEvent,
  deliver,
  paymentIdOf,
  sandboxWebhookSecret,
  startCheckout,
} from '../payments/support';
import { MAX_INPUT_DEPTH, MAX_INPUT_PROPERTIES } from '../../../server/http/inputHygiene';
import { databaseTargets } from '../support/databases';
import { pay, serverPerSuite, tenantCookie, tenantSession, tenantUrlOf } from '../tenants/support';

/** Strings PostgreSQL cannot store or JSON cannot carry faithfully. */
const UNSAFE = {
  'U+0000': 'before\u0000after',
  'a lone high surrogate': 'before\ud800after',
  'a lone low surrogate': '\udc00after',
};

function expectRefused(res: LightMyRequestResponse, path: string): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({
    err: true,
    status_code: 'validation_failed',
    data: { errors: [expect.objectContaining({ path })] },
  });
}

/** `{"next":{"next":…"leaf"…}}`, written out: serializers recurse, and would overflow first. */
function nestedJson(depth: number): string {
  return `${'{"next":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`;
}

describe.each(databaseTargets())('input hygiene at the boundary on $name', (target) => {
  const suite = serverPerSuite(target);
  let app: FastifyInstance;
  let user: { token: string; userId: string };

  beforeAll(async () => {
    app = suite.server.app;
    user = await signedUpUser(app);
  });

  describe.each(Object.entries(UNSAFE))('a string with %s', (_name, bad) => {
    it('is refused by checkEmailExists, forgotPassword and forgotDomain', async () => {
      const email = `ada${bad}@example.com`;
      expectRefused(await postJson(app, '/api/user/checkEmailExists', { email }), '/email');
      expectRefused(
        await postJson(app, '/api/user/forgotPassword', { email, tenantId: 'acme' }),
        '/email',
      );
      expectRefused(await postJson(app, '/api/user/forgotDomain', { email }), '/email');
    });

    it('is refused by login and signup, in any field', async () => {
      expectRefused(
        await postJson(app, '/api/user/login', {
          tenantId: 'acme',
          email: `ada${bad}@example.com`,
          password: STRONG_PASSWORD,
          gRecaptchaToken: await solveBotCheck(app),
        }),
        '/email',
      );
      expectRefused(
        await postJson(app, '/api/user/signup', {
          ...signupFields({ company: `Engines ${bad}` }),
          gRecaptchaToken: await solveBotCheck(app),
        }),
        '/company',
      );
      expectRefused(
        await postJson(app, '/api/user/signup', {
          ...signupFields({ signupFormData: { userHistory: [{ [`key${bad}`]: 1 }] } }),
          gRecaptchaToken: await solveBotCheck(app),
        }),
        '/signupFormData/userHistory/0',
      );
    });

    it('is refused by updateUserData and updateStep', async () => {
      expectRefused(
        await postJson(
          app,
          '/api/user/updateUserData',
          { step: 'generate_campaign', campaignPrompt: `Welcome ${bad}` },
          { headers: authHeaders(user.token) },
        ),
        '/campaignPrompt',
      );
      expectRefused(
        await postJson(
          app,
          '/api/user/updateStep',
          { knowledgebaseURL: `https://help.example.com/${bad}` },
          { headers: authHeaders(user.token) },
        ),
        '/knowledgebaseURL',
      );
    });
  });

  it('refuses U+0000 in a query string and in a path parameter', async () => {
    expectRefused(
      await app.inject({
        method: 'GET',
        url: '/api/check-payment-status?session=before%00after',
        headers: authHeaders(user.token),
      }),
      '/session',
    );
    expectRefused(await app.inject({ method: 'GET', url: '/api/locales/en%00' }), '/lang');
  });

  it.each(['xn--pple-43d', 'xn--abc'])(
    'refuses the subdomain %s (mixed scripts, or not IDNA) at signup and in checkTenant',
    async (domain) => {
      expectRefused(
        await postJson(app, '/api/user/signup', {
          ...signupFields({ domain }),
          gRecaptchaToken: await solveBotCheck(app),
        }),
        '/domain',
      );
      expectRefused(await postJson(app, '/api/user/checkTenant', { tenant: domain }), '/tenant');
    },
  );

  it('refuses a signed webhook event whose id holds U+0000', async () => {
    const db = suite.server.database.db;
    const { sessionId } = await startCheckout(app, db, user);
    const paymentId = await paymentIdOf(db, sessionId);
    const event = checkoutEvent(
      'checkout.session.completed',
      { sessionId, paymentId },
      'paid',
      'evt_\u0000',
    );
    expectRefused(await deliver(app, event, await sandboxWebhookSecret(db)), '/id');
  });

  it('refuses bodies nested deeper than the limit, however deep', async () => {
    const signup = JSON.stringify({
      ...signupFields({ signupFormData: {} }),
      gRecaptchaToken: await solveBotCheck(app),
    });
    for (const depth of [40, 10_000, 100_000]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/signup',
        headers: { 'content-type': 'application/json' },
        payload: signup.replace('"signupFormData":{}', `"signupFormData":${nestedJson(depth)}`),
      });
      expectRefused(res, `/signupFormData${'/next'.repeat(MAX_INPUT_DEPTH - 1)}`);
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/checkEmailExists',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    });
    expectRefused(res, `${'/0'.repeat(MAX_INPUT_DEPTH)}`);
  });

  it('refuses an object with more properties than the limit, at that object', async () => {
    const many = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, 'v']));
    expectRefused(
      await postJson(
        app,
        '/api/user/updateUserData',
        { step: 'generate_campaign', campaignPrompt: many(MAX_INPUT_PROPERTIES + 1) },
        { headers: authHeaders(user.token) },
      ),
      '/campaignPrompt',
    );
    const atLimit = await postJson(
      app,
      '/api/user/updateUserData',
      { step: 'generate_campaign', campaignPrompt: many(MAX_INPUT_PROPERTIES) },
      { headers: authHeaders(user.token) },
    );
    // Past the hygiene check: the step's own schema refuses an object for a prompt.
    expect(atLimit.json()).not.toMatchObject({
      data: { errors: [{ path: '/campaignPrompt', message: { id: 'errors.tooManyProperties' } }] },
    });
  });

  it('refuses signupFormData larger than its limit, in a field or in many', async () => {
    const refusedWith = async (signupFormData: Record<string, unknown>) =>
      postJson(app, '/api/user/signup', {
        ...signupFields({ signupFormData }),
        gRecaptchaToken: await solveBotCheck(app),
      });
    expectRefused(
      await refusedWith({ userHistory: [], referenceId: 'x'.repeat(900_000) }),
      '/signupFormData/referenceId',
    );
    expectRefused(
      await refusedWith({ userHistory: Array.from({ length: 20 }, () => 'y'.repeat(40_000)) }),
      '/signupFormData',
    );
  });

  it('refuses a question for the helpdesk bot with U+0000 on the tenant host', async () => {
    const owner = await signedUpUser(app);
    await pay(app, suite.server.database.db, owner);
    const url = await tenantUrlOf(app, owner.token);
    const session = await tenantSession(app, url);
    const res = await app.inject({
      method: 'POST',
      url: '/api/tenant/bot/ask',
      headers: { host: new URL(url).host, cookie: tenantCookie(session) },
      payload: { question: 'refunds\u0000?' },
    });
    expectRefused(res, '/question');
  });
});
