import Ajv2020 from 'ajv/dist/2020';
import { Webhook } from 'standardwebhooks';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { WEBHOOK_EVENT_TYPES, webhookBodySchema } from '../../../shared/contract/webhookEvents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitialConfig } from '../../../shared/contract';
import { issueOneTimeToken } from '../../../server/auth/oneTimeTokens';
import {
  authHeaders,
  latestMail,
  signedUpUser,
  signupFields,
  solveBotCheck,
  startAccountsServer,
  tokenFromResetLink,
  tokenFromVerificationLink,
  unique,
  type AccountsServer,
} from '../auth/harness';
import { checkoutEvent, deliver, sandboxWebhookSecret } from '../payments/support';
import { databaseTargets } from '../support/databases';
import { fixtureLogoPng } from '../support/fixtureSite';
import { multipartBody } from '../support/multipart';
import { tempDir } from '../support/server';
import {
  companySizeDraft,
  invitationTokenFor,
  OPERATOR,
  OPERATOR_ENV,
  operatorToken,
} from '../support/studio';
import { walkedTo } from '../support/walkedTo';
import { pay, tenantCookie, tenantUrlOf } from '../tenants/support';
import { TENANT_SESSION_COOKIE } from '../../../server/tenants/sessionCookie';

/** Served under /api but not part of the API: the document itself and its reference page. */
const NOT_API = [/^\/api\/openapi\.json$/, /^\/api\/docs(\/|$)/];

interface Operation {
  security?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const pointerPart = (text: string) => text.replace(/~/g, '~0').replace(/\//g, '~1');

describe.each(databaseTargets())(
  'the OpenAPI document against real answers, on $name',
  (target) => {
    let running: AccountsServer;
    let app: FastifyInstance;
    let doc: Document;
    let ajv: Ajv2020;
    const uploads = tempDir('onramp-drift-uploads-');
    const succeeded = new Set<string>();
    const refused = new Set<string>();

    /** The document's response for a route and status: exact, then 4XX-style, then default. */
    function responseOf(route: string, status: number) {
      const [method, url] = route.split(' ') as [string, string];
      const responses = doc.paths[openApiPath(url)]?.[method.toLowerCase()]?.responses ?? {};
      const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
      return key ? { key, response: responses[key]! } : undefined;
    }

    /** Checks one real answer's body against the document's schema for its route and status. */
    function expectDocumented(route: string, res: LightMyRequestResponse): void {
      const where = `${route} → ${res.statusCode} ${res.body.slice(0, 300)}`;
      const found = responseOf(route, res.statusCode);
      expect(found, `${where}: no response in the document`).toBeDefined();
      const [method, url] = route.split(' ') as [string, string];
      const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
      const content = found!.response.content ?? {};
      const mediaType = content[type] ? type : Object.keys(content)[0];
      expect(mediaType, `${where}: no schema for ${type}`).toBeDefined();
      const pointer = [
        'paths',
        openApiPath(url),
        method.toLowerCase(),
        'responses',
        found!.key,
        'content',
        mediaType!,
        'schema',
      ]
        .map(pointerPart)
        .join('/');
      const validate = ajv.getSchema(`openapi.json#/${pointer}`);
      expect(validate, `${where}: schema ${pointer}`).toBeDefined();
      const body: unknown = type === 'application/json' ? res.json() : res.body;
      expect(validate!(body), `${where}: ${JSON.stringify(validate!.errors)}`).toBe(true);
      if (res.statusCode < 300) succeeded.add(route);
      else if (res.statusCode < 500) refused.add(route);
    }

    /** Injects a request, checks its answer against the document, and hands it back. */
    async function call(route: string, options: Omit<InjectOptions, 'method'> & { url?: string }) {
      const [method, url] = route.split(' ') as [InjectOptions['method'], string];
      const res = await app.inject({ url, ...options, method });
      expectDocumented(route, res);
      return res;
    }

    /** Like call, for a request that must succeed. */
    async function succeed(route: string, options: Parameters<typeof call>[1]) {
      const res = await call(route, options);
      expect(res.statusCode, `${route} → ${res.body.slice(0, 300)}`).toBeLessThan(300);
      return res;
    }

    const apiRoutes = () =>
      [
        ...new Set(
          app.routeCatalog
            .filter((r) => r.url.startsWith('/api/') && !NOT_API.some((p) => p.test(r.url)))
            .map((r) => `${r.method} ${r.url}`),
        ),
      ].sort();

    beforeAll(async () => {
      running = await startAccountsServer(target, {
        ...OPERATOR_ENV,
        UPLOADS_DIR: uploads.path,
        CHECK_ANSWERS: 'true',
      });
      app = running.app;
      const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(res.statusCode).toBe(200);
      doc = res.json<Document>();
      ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats(ajv);
      ajv.addSchema({ ...doc, $id: 'openapi.json' });
    }, 180_000);
    afterAll(async () => {
      await running?.close();
      uploads.remove();
    });

    it('documents every route the server serves, with a success and an error response schema', () => {
      const routes = apiRoutes();
      expect(routes.length).toBeGreaterThan(60);
      const missing = routes.filter((route) => {
        const [method, url] = route.split(' ') as [string, string];
        const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
        const responses = operation?.responses ?? {};
        const success = Object.keys(responses).find((k) => /^2/.test(k));
        const hasSchema = (k: string | undefined) =>
          k !== undefined &&
          Object.values(responses[k]?.content ?? {}).some((c) => c.schema !== undefined);
        return !hasSchema(success) || !hasSchema('4XX');
      });
      expect(missing, 'routes without a documented success and 4XX response').toEqual([]);
    });

    it('serves the /api/docs reference and all it loads from this server, under its own policy', async () => {
      const page = await app.inject({ method: 'GET', url: '/api/docs/' });
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/https?:/);
      const loaded = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
      expect(loaded.length).toBeGreaterThan(2);
      for (const address of loaded) {
        expect(address, 'nothing from another origin').not.toMatch(/^(https?:)?\/\//);
        const res = await app.inject({
          method: 'GET',
          url: new URL(address, 'http://x/api/docs/').pathname,
        });
        expect(res.statusCode, address).toBe(200);
      }
      const spec = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(spec.json()).toEqual(doc);
    });

    it('documents every webhook event Onramp sends, with the body it is built with', () => {
      const webhooks = (doc as { webhooks?: Record<string, { post?: { requestBody?: unknown } }> })
        .webhooks;
      expect(Object.keys(webhooks ?? {})).toEqual([...WEBHOOK_EVENT_TYPES, 'tenant.provision']);
      for (const type of WEBHOOK_EVENT_TYPES)
        expect(webhooks![type]!.post!.requestBody).toEqual({
          required: true,
          content: { 'application/json': { schema: webhookBodySchema(type) } },
        });
    });

    it('signs routes with the scheme they check', () => {
      expect(doc.paths['/api/user/getUserData']?.post?.security).toEqual([{ session: [] }]);
      expect(doc.paths['/api/studio/versions']?.get?.security).toEqual([{ operatorSession: [] }]);
      expect(doc.paths['/api/studio/session']?.post?.security).toBeUndefined();
      expect(doc.paths['/api/tenant/workspace']?.get?.security).toEqual([{ tenantSession: [] }]);
    });

    it('matches the real success answers of every route', async () => {
      const db = running.server.database.db;
      const owner = await signedUpUser(app);
      const user = await signedUpUser(app);
      const portal = authHeaders(user.token);
      const ops = { authorization: `Bearer ${await operatorToken(app)}` };

      // Public configuration and copy.
      const initial = await call('GET /api/getInitialConfig', {});
      await call('GET /api/getPaymentPlans', {});
      await call('GET /api/getPlanTypes', {});
      await call('GET /api/locales/:lang', { url: '/api/locales/en' });
      await call('GET /api/altcha/challenge', {});
      await call('GET /api/studio/altcha/challenge', {});
      const versions = await call('GET /api/studio/versions', { headers: ops });
      const liveVersionId = versions.json<{ data: { liveVersionId: string } }>().data.liveVersionId;
      await call('GET /api/config/:versionId', { url: `/api/config/${liveVersionId}` });
      const steps = initial.json<{ data: { brand: { flow?: unknown } } }>();
      const moduleUrl = JSON.stringify(steps).match(/"(\/api\/config\/\d+\/[^"]+\.js)"/)?.[1];
      expect(moduleUrl, 'a step module URL in the initial config').toBeDefined();
      await call('GET /api/config/:versionId/:format/:kind/:file', { url: moduleUrl });

      // The portal user's account.
      await call('POST /api/user/checkEmailExists', { payload: { email: 'nobody@onramp.test' } });
      await call('POST /api/user/checkEmailExists', { payload: { email: user.fields.email } });
      await call('POST /api/user/checkTenant', { payload: { tenant: user.tenant } });
      await call('POST /api/user/getUserData', { headers: portal, payload: {} });
      await call('POST /api/user/language', { headers: portal, payload: { language: 'en' } });
      await call('POST /api/user/resendVerificationEmail', { headers: portal, payload: {} });
      await call('GET /api/check-payment-status', { headers: portal });
      await call('GET /api/check-tenant-status', { headers: portal });
      await call('POST /api/user/forgotPassword', { payload: { email: user.fields.email } });
      await call('POST /api/user/forgotDomain', { payload: { email: user.fields.email } });
      const login = await call('POST /api/user/login', {
        payload: {
          tenantId: user.tenant,
          email: user.fields.email,
          password: user.fields.password,
          gRecaptchaToken: await solveBotCheck(app),
        },
      });
      expect(login.statusCode, login.body).toBe(200);
      await call('POST /api/user/signup', {
        payload: { ...signupFields(), gRecaptchaToken: await solveBotCheck(app) },
      });
      await call('POST /api/user/logout', { headers: portal, payload: {} });

      // A paid owner's tenant, on the tenant's host.
      const webhookSecret = await sandboxWebhookSecret(db);
      await pay(app, db, owner);
      // Once paid, a checkout is answered with where the owner goes next.
      await call('POST /api/user/processPayment', {
        headers: authHeaders(owner.token),
        payload: { planId: 'kilo_monthly', planType: 'monthly' },
      });
      const tenantUrl = new URL(await tenantUrlOf(app, owner.token));
      const host = { host: tenantUrl.host };
      await call('GET /api/tenant/context', { headers: host });
      const session = await call('POST /api/tenant/session', {
        headers: host,
        payload: { loginToken: tenantUrl.searchParams.get('login-token') },
      });
      const cookie = session.cookies.find((c) => c.name === TENANT_SESSION_COOKIE)!.value;
      const tenant = { ...host, cookie: tenantCookie(cookie) };
      await call('GET /api/tenant/workspace', { headers: tenant });
      await call('POST /api/tenant/bot/ask', { headers: tenant, payload: { question: 'pricing' } });
      await call('PUT /api/tenant/language', { headers: tenant, payload: { language: 'en' } });
      await call('DELETE /api/tenant/session', { headers: tenant });
      const event = checkoutEvent('checkout.session.completed', {
        sessionId: 'cs_drift_unknown',
        paymentId: '00000000-0000-4000-8000-000000000000',
      });
      const webhook = await deliver(app, event, webhookSecret);
      expectDocumented('POST /api/payments/webhook', webhook);

      // The Studio.
      await call('POST /api/studio/session', {
        payload: {
          ...OPERATOR,
          botCheckToken: await solveBotCheck(app, '/api/studio/altcha/challenge'),
        },
      });
      await call('GET /api/studio/me', { headers: ops });
      await call('GET /api/dev/mailbox.json', {});
      await call('GET /api/studio/operators', { headers: ops });
      await call('GET /api/studio/experiments', { headers: ops });
      await call('GET /api/studio/scheduled-publishes', { headers: ops });
      await call('GET /api/studio/presence', { headers: ops });
      await call('POST /api/studio/presence', { headers: ops, payload: { baseVersionId: null } });
      await call('GET /api/studio/funnel', { headers: ops });
      await call('GET /api/studio/funnel.csv', { headers: ops });
      await call('GET /api/studio/versions/:versionId/files', {
        headers: ops,
        url: `/api/studio/versions/${liveVersionId}/files`,
      });
      await call('POST /api/studio/invitations', {
        headers: ops,
        payload: { email: 'invited@onramp.test', role: 'viewer' },
      });
      // The company's backend: leads, API keys and webhooks (a public address, never reached here).
      await call('GET /api/studio/leads', { headers: ops });
      const created = await call('POST /api/studio/api-keys', {
        headers: ops,
        payload: { name: 'Drift', scopes: ['funnels:read'] },
      });
      const keyId = created.json<{ data: { key: { id: string } } }>().data.key.id;
      await call('GET /api/studio/api-keys', { headers: ops });
      await call('GET /api/studio/api-keys/:keyId/usage', {
        headers: ops,
        url: `/api/studio/api-keys/${keyId}/usage`,
      });
      await call('DELETE /api/studio/api-keys/:keyId', {
        headers: ops,
        url: `/api/studio/api-keys/${keyId}`,
      });
      const added = await call('POST /api/studio/webhooks', {
        headers: ops,
        payload: { url: 'https://1.1.1.1/hooks', events: ['account.created'] },
      });
      const hooks = `/api/studio/webhooks/${added.json<{ data: { endpoint: { id: string } } }>().data.endpoint.id}`;
      await call('GET /api/studio/webhooks', { headers: ops });
      await call('PATCH /api/studio/webhooks/:endpointId', {
        headers: ops,
        url: hooks,
        payload: { description: 'Drift', enabled: false },
      });
      await call('POST /api/studio/webhooks/:endpointId/test', {
        headers: ops,
        url: `${hooks}/test`,
      });
      const deliveries = await call('GET /api/studio/webhooks/:endpointId/deliveries', {
        headers: ops,
        url: `${hooks}/deliveries`,
      });
      const [delivery] = deliveries.json<{ data: { deliveries: { id: string }[] } }>().data
        .deliveries;
      expect(delivery, 'the test event’s delivery').toBeDefined();
      await call('POST /api/studio/webhooks/:endpointId/deliveries/:deliveryId/replay', {
        headers: ops,
        url: `${hooks}/deliveries/${delivery!.id}/replay`,
      });
      await call('POST /api/studio/webhooks/:endpointId/rotate-secret', {
        headers: ops,
        url: `${hooks}/rotate-secret`,
      });
      await call('DELETE /api/studio/webhooks/:endpointId', { headers: ops, url: hooks });
      // Building in the adopter's product, and its callback for a tenant handed over to it.
      await call('GET /api/studio/provisioning', { headers: ops });
      await call('PUT /api/studio/provisioning', {
        headers: ops,
        payload: { url: 'https://1.1.1.1/provision' },
      });
      const rotated = await call('POST /api/studio/provisioning/rotate-secret', { headers: ops });
      const handedOver = await signedUpUser(app);
      const handedOverTenant = await running.server.database.db
        .insertInto('tenants')
        .values({
          subdomain: handedOver.tenant,
          owner_user_id: handedOver.userId,
          name: 'Drift',
          plan: '{}',
          built_by: 'adopter',
          provisioning: 'handed_over',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const built = JSON.stringify({
        type: 'tenant.provisioned',
        data: { tenantId: handedOverTenant.id, url: 'https://app.example.com/drift' },
      });
      const signedAt = new Date();
      await call('POST /api/provisioning/callback', {
        headers: {
          'content-type': 'application/json',
          'webhook-id': 'msg_drift',
          'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
          'webhook-signature': new Webhook(
            rotated.json<{ data: { secret: string } }>().data.secret,
          ).sign('msg_drift', signedAt, built),
        },
        payload: built,
      });
      await call('DELETE /api/studio/provisioning', { headers: ops });
      await call('DELETE /api/studio/session', { headers: ops });
    }, 180_000);

    it('matches the real success answers of the account and wizard step routes', async () => {
      const db = running.server.database.db;
      const user = await signedUpUser(app);
      const portal = authHeaders(user.token);
      await succeed('POST /api/user/verifyEmail', {
        payload: {
          token: tokenFromVerificationLink(
            (await latestMail(app, user.fields.email, 'email_verification')).links[0]!,
          ),
        },
      });
      await succeed('POST /api/central/loginRedirect', {
        payload: { token: await issueOneTimeToken(db, 'login_redirect', user.userId, 300) },
      });
      await succeed('POST /api/user/updateDomainName', {
        headers: portal,
        payload: { domain: unique('drift-') },
      });
      await succeed('POST /api/user/stepViewed', {
        headers: portal,
        payload: { step: 'business_category' },
      });
      await succeed('POST /api/user/validationFailed', {
        headers: portal,
        payload: {
          step: 'business_category',
          errors: [
            { field: 'businessCategory', messageId: 'validation.business_category.required' },
          ],
        },
      });
      await succeed('POST /api/user/updateUserData', {
        headers: portal,
        payload: { step: 'business_category', businessCategory: { name: 'SaaS' } },
      });
      await succeed('POST /api/user/updateStep', {
        headers: portal,
        payload: {
          customQuestions: [{ questionTitle: 'Hours?', questionValue: 'Always.' }],
          removedQuestionIds: [],
        },
      });
      await walkedTo(db, user.userId, 'brand_setup');
      const logo = multipartBody('logo', 'logo.png', 'image/png', await fixtureLogoPng());
      await succeed('POST /api/uploadLogo', {
        headers: { ...portal, ...logo.headers },
        payload: logo.payload,
      });
      await succeed('DELETE /api/deleteLogo', { headers: portal });

      // Last: a new password signs the user's sessions out.
      await app.inject({
        method: 'POST',
        url: '/api/user/forgotPassword',
        payload: { email: user.fields.email },
      });
      const reset = {
        token: tokenFromResetLink(
          (await latestMail(app, user.fields.email, 'password_reset')).links[0]!,
        ),
      };
      await succeed('POST /api/user/checkResetToken', { payload: reset });
      await succeed('POST /api/user/resetPassword', {
        payload: { ...reset, password: 'Brand-New-Pass2' },
      });
    }, 180_000);

    it('matches the real success answers of the Studio’s configuration routes', async () => {
      const db = running.server.database.db;
      const token = await operatorToken(app);
      const ops = { authorization: `Bearer ${token}` };
      const companySize = await companySizeDraft(app, token, db);
      const { basedOn } = companySize;
      await succeed('POST /api/studio/check', { headers: ops, payload: companySize });

      // A draft's preview: its configuration, copy and step modules.
      const draft = await succeed('POST /api/studio/drafts', {
        headers: ops,
        payload: companySize,
      });
      const { configUrl } = draft.json<{ data: { configUrl: string } }>().data;
      const preview = await succeed('GET /api/config/drafts/:draftId', { url: configUrl });
      const { configuration } = preview.json<{ data: InitialConfig }>().data;
      await succeed('GET /api/config/drafts/:draftId/locales/:lang', {
        url: configuration.copy.replace('{lang}', 'en'),
      });
      await succeed('GET /api/config/drafts/:draftId/:format/:kind/:file', {
        url: configuration.modules.steps['company_size.json'],
      });

      // Publish, compare, experiment between the two versions, roll back, move users.
      const published = await succeed('POST /api/studio/versions', {
        headers: ops,
        payload: { ...companySize, note: 'Drift' },
      });
      const versionId = published.json<{ data: { version: { id: string } } }>().data.version.id;
      await succeed('GET /api/studio/versions/:versionId/diff', {
        headers: ops,
        url: `/api/studio/versions/${versionId}/diff`,
      });
      const started = await succeed('POST /api/studio/experiments', {
        headers: ops,
        payload: {
          name: 'Drift',
          controlVersionId: basedOn,
          variantVersionId: versionId,
          variantShare: 0.5,
        },
      });
      const stop = (experiment: LightMyRequestResponse) =>
        succeed('POST /api/studio/experiments/:experimentId/stop', {
          headers: ops,
          url: `/api/studio/experiments/${experiment.json<{ data: { experiment: { id: string } } }>().data.experiment.id}/stop`,
          payload: { winner: 'control' },
        });
      await stop(started);
      await succeed('POST /api/studio/versions/:versionId/rollback', {
        headers: ops,
        url: `/api/studio/versions/${basedOn}/rollback`,
      });
      await succeed('POST /api/studio/versions/:versionId/migrate', {
        headers: ops,
        url: `/api/studio/versions/${basedOn}/migrate`,
        payload: { from: [versionId] },
      });
      await stop(
        await succeed('POST /api/studio/experiments/draft', {
          headers: ops,
          payload: {
            ...(await companySizeDraft(app, token, db)),
            name: 'Draft',
            variantShare: 0.5,
          },
        }),
      );

      // A publish scheduled for later, cancelled.
      const scheduled = await succeed('POST /api/studio/scheduled-publishes', {
        headers: ops,
        payload: {
          ...(await companySizeDraft(app, token, db)),
          note: 'Later',
          publishAt: new Date(Date.now() + 3_600_000).toISOString(),
        },
      });
      await succeed('DELETE /api/studio/scheduled-publishes/:scheduledId', {
        headers: ops,
        url: `/api/studio/scheduled-publishes/${scheduled.json<{ data: { scheduledId: string } }>().data.scheduledId}`,
      });

      const asset = multipartBody('file', 'logo.png', 'image/png', await fixtureLogoPng());
      await succeed('POST /api/studio/assets', {
        headers: { ...ops, ...asset.headers },
        url: '/api/studio/assets?kind=logo',
        payload: asset.payload,
      });
      await succeed('POST /api/studio/translations/suggestions', {
        headers: ops,
        payload: { language: 'de', texts: [{ id: 'title', source: 'Welcome' }] },
      });
    }, 180_000);

    it('matches the real success answers of the Studio’s team routes', async () => {
      const ops = { authorization: `Bearer ${await operatorToken(app)}` };
      const invite = (email: string) =>
        succeed('POST /api/studio/invitations', {
          headers: ops,
          payload: { email, role: 'viewer' },
        });
      const revoked = await invite('revoked@onramp.test');
      await succeed('DELETE /api/studio/invitations/:invitationId', {
        headers: ops,
        url: `/api/studio/invitations/${revoked.json<{ data: { invitationId: string } }>().data.invitationId}`,
      });
      const email = 'teammate@onramp.test';
      await invite(email);
      const invitation = { token: await invitationTokenFor(app, email) };
      await succeed('POST /api/studio/invitations/inspect', { payload: invitation });
      await succeed('POST /api/studio/invitations/accept', {
        payload: { ...invitation, password: OPERATOR.password },
      });
      const team = await succeed('GET /api/studio/operators', { headers: ops });
      const teammate = team
        .json<{ data: { operators: { id: string; email: string }[] } }>()
        .data.operators.find((operator) => operator.email === email)!;
      const url = `/api/studio/operators/${teammate.id}`;
      await succeed('PATCH /api/studio/operators/:operatorId', {
        headers: ops,
        url,
        payload: { role: 'editor' },
      });
      await succeed('DELETE /api/studio/operators/:operatorId', { headers: ops, url });
    }, 180_000);

    it('has checked the real success answer of every route', () => {
      const notDriven = apiRoutes().filter((route) => !succeeded.has(route));
      expect(notDriven, 'routes whose success answer was not checked').toEqual([]);
    });

    it('matches the real error answers of every route', async () => {
      for (const route of apiRoutes()) {
        const [method, url] = route.split(' ') as [string, string];
        // A body of the wrong type, a wrong path parameter, an unknown query parameter and no
        // session: every route but a few public ones refuses one of these.
        const res = await app.inject({
          method: method as InjectOptions['method'],
          url: `${url.replace(/:[A-Za-z0-9_]+/g, 'not-an-id%00')}?unexpected=%00`,
          ...(method === 'GET' || method === 'DELETE'
            ? {}
            : { payload: '[1]', headers: { 'content-type': 'application/json' } }),
        });
        expectDocumented(route, res);
      }
      const neverRefused = apiRoutes().filter((r) => !refused.has(r));
      expect(neverRefused, 'routes that answered a bad request with success').toEqual([]);
    }, 180_000);
  },
);
