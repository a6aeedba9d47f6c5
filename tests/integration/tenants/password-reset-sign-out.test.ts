import { beforeAll, describe, expect, it } from 'vitest';
import { issueOneTimeToken } from '../../../server/auth/oneTimeTokens';
import {
  authHeaders,
  latestMail,
  postJson,
  solveBotCheck,
  STRONG_PASSWORD,
  tokenFromResetLink,
} from '../auth/harness';
import { databaseTargets } from '../support/databases';
import {
  paidOwner,
  serverPerSuite,
  tenantCookie,
  tenantSession,
  tenantUrlOf,
  type Owner,
} from './support';

const NEW_PASSWORD = 'Brand-New-Pass2';

describe.each(databaseTargets())(
  'a password reset signs the owner out everywhere on $name',
  (target) => {
    const suite = serverPerSuite(target);
    let owner: Owner;
    let host: string;
    /** The owner's password as the last reset left it. */
    let password = STRONG_PASSWORD;

    beforeAll(async () => {
      owner = await paidOwner(suite.server.app, suite.server.database.db);
      host = `${owner.tenant}.onramp.test`;
    });

    const workspace = (token: string) =>
      suite.server.app.inject({
        method: 'GET',
        url: '/api/tenant/workspace',
        headers: { host, cookie: tenantCookie(token) },
      });

    /** A fresh portal session of the owner. */
    async function signIn(): Promise<{ token: string }> {
      const app = suite.server.app;
      const login = await postJson(app, '/api/user/login', {
        tenantId: owner.tenant,
        email: owner.email,
        password,
        gRecaptchaToken: await solveBotCheck(app),
      });
      expect(login.statusCode).toBe(200);
      return login.json<{ data: { token: string } }>().data;
    }

    async function resetPassword(): Promise<void> {
      const app = suite.server.app;
      expect(
        (await postJson(app, '/api/user/forgotPassword', { email: owner.email, tenantId: '' }))
          .statusCode,
      ).toBe(200);
      const link = (await latestMail(app, owner.email, 'password_reset')).links[0]!;
      const res = await postJson(app, '/api/user/resetPassword', {
        token: tokenFromResetLink(link),
        password: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      password = NEW_PASSWORD;
    }

    it('refuses the tenant-app session and the portal session signed in before it', async () => {
      const app = suite.server.app;
      const { token } = await signIn();
      const tenantToken = await tenantSession(app, await tenantUrlOf(app, token));
      expect((await workspace(tenantToken)).statusCode).toBe(200);

      await resetPassword();

      const refused = await workspace(tenantToken);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ err: true, status_code: 'tenant_session_required' });
      const portal = await postJson(
        app,
        '/api/user/getUserData',
        {},
        { headers: authHeaders(token) },
      );
      expect(portal.statusCode).toBe(403);
    });

    it('spends a tenant entry link that was issued before it and not used yet', async () => {
      const app = suite.server.app;
      const { token } = await signIn();
      const entryUrl = new URL(await tenantUrlOf(app, token));

      await resetPassword();

      const entry = await app.inject({
        method: 'POST',
        url: '/api/tenant/session',
        headers: { host },
        payload: { loginToken: entryUrl.searchParams.get('login-token') },
      });
      expect(entry.statusCode).toBe(401);
      expect(entry.json()).toMatchObject({ err: true, status_code: 'login_token_invalid' });
    });

    it('spends a login-redirect token that was outstanding', async () => {
      const app = suite.server.app;
      const loginRedirect = await issueOneTimeToken(
        suite.server.database.db,
        'login_redirect',
        owner.userId,
        300,
      );

      await resetPassword();

      const redirect = await postJson(app, '/api/central/loginRedirect', { token: loginRedirect });
      expect(redirect.statusCode).toBe(400);
      expect(redirect.json()).toMatchObject({ status_code: 'TOKEN_NOT_VERIFIED', status: '0' });
    });

    it('lets the owner back into the tenant app with the new password', async () => {
      const app = suite.server.app;
      await resetPassword();
      const { token } = await signIn();
      const tenantToken = await tenantSession(app, await tenantUrlOf(app, token));
      expect((await workspace(tenantToken)).statusCode).toBe(200);
    });
  },
);
