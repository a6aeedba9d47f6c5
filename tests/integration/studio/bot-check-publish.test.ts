import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFilesOf } from '../../../server/configVersions/versions';
import {
  postJson,
  signupFields,
  solveBotCheck,
  startAccountsServer,
  type AccountsServer,
} from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { OPERATOR, OPERATOR_ENV, operatorToken, studioSignIn } from '../support/studio';

const BRAND_FILE = 'brands/default/brand.json';

/** The live version's id and its brand manifest with botCheck set to `botCheck`. */
async function editOfBotCheck(s: AccountsServer, token: string, botCheck: string) {
  const versions = await s.app.inject({
    method: 'GET',
    url: '/api/studio/versions',
    headers: { authorization: `Bearer ${token}` },
  });
  const basedOn = versions.json<{ data: { liveVersionId: string } }>().data.liveVersionId;
  const files = await configFilesOf(s.server.database.db, basedOn);
  const manifest = JSON.parse(files.get(BRAND_FILE)!) as Record<string, unknown>;
  return { basedOn, files: { [BRAND_FILE]: JSON.stringify({ ...manifest, botCheck }, null, 2) } };
}

const studioPost = (s: AccountsServer, token: string, url: string, payload: object) =>
  s.app.inject({
    method: 'POST',
    url: `/api/studio/${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

const initialConfig = async (s: AccountsServer) =>
  (await s.app.inject({ method: 'GET', url: '/api/getInitialConfig' })).json<{
    data: { botCheck: string; reCaptchaEnabled: boolean; siteKey: string };
  }>().data;

const signUpWithToken = (s: AccountsServer, gRecaptchaToken?: string) =>
  postJson(s.app, '/api/user/signup', { ...signupFields(), gRecaptchaToken });

describe.each(databaseTargets())('a botCheck published from the Studio on $name', (target) => {
  let s: AccountsServer;
  let token: string;
  beforeAll(async () => {
    s = await startAccountsServer(target, OPERATOR_ENV);
    token = await operatorToken(s.app);
  });
  afterAll(async () => s?.close());

  it('turns the bot check off for the next page and signup, and on again, with no restart', async () => {
    expect(await initialConfig(s)).toMatchObject({ botCheck: 'altcha', reCaptchaEnabled: true });
    expect((await signUpWithToken(s)).json()).toMatchObject({ status_code: 'bot_check_failed' });

    const off = await studioPost(s, token, 'versions', await editOfBotCheck(s, token, 'off'));
    expect(off.statusCode, off.body).toBe(200);
    expect(await initialConfig(s)).toMatchObject({ botCheck: 'off', reCaptchaEnabled: false });
    const without = await signUpWithToken(s);
    expect(without.statusCode, without.body).toBe(200);
    expect((await s.app.inject({ method: 'GET', url: '/api/altcha/challenge' })).statusCode).toBe(
      404,
    );
    // The operators' own door keeps its proof of work whatever the brand chose.
    const studioWithout = await studioSignIn(s.app, { ...OPERATOR, botCheckToken: undefined });
    expect(studioWithout.json()).toMatchObject({ status_code: 'bot_check_failed' });

    const on = await studioPost(s, token, 'versions', await editOfBotCheck(s, token, 'altcha'));
    expect(on.statusCode, on.body).toBe(200);
    expect(await initialConfig(s)).toMatchObject({ botCheck: 'altcha', reCaptchaEnabled: true });
    expect((await signUpWithToken(s)).json()).toMatchObject({ status_code: 'bot_check_failed' });
    expect((await signUpWithToken(s, await solveBotCheck(s.app))).statusCode).toBe(200);
  });
});

describe('a botCheck published while the environment sets reCAPTCHA', () => {
  let s: AccountsServer;
  let token: string;
  beforeAll(async () => {
    s = await startAccountsServer(databaseTargets()[0]!, {
      ...OPERATOR_ENV,
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: 'secret-key',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/siteverify',
    });
    token = await operatorToken(s.app);
  });
  afterAll(async () => s?.close());

  it('is refused with why, at the check and at publish, and nothing is published', async () => {
    const edit = await editOfBotCheck(s, token, 'off');
    const problem = {
      file: BRAND_FILE,
      path: '/botCheck',
      rule: 'bot-check-set-by-server',
      message: expect.stringContaining('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET'),
    };
    const check = await studioPost(s, token, 'check', edit);
    expect(check.json<{ data: { problems: unknown[] } }>().data.problems).toEqual([
      expect.objectContaining(problem),
    ]);
    const publish = await studioPost(s, token, 'versions', edit);
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toMatchObject({
      status_code: 'config_invalid',
      data: { problems: [problem] },
    });
    const versions = await s.app.inject({
      method: 'GET',
      url: '/api/studio/versions',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(versions.json<{ data: { liveVersionId: string } }>().data.liveVersionId).toBe(
      edit.basedOn,
    );
    expect(await initialConfig(s)).toMatchObject({ botCheck: 'recaptcha', siteKey: 'site-key' });
  });

  it('still publishes a manifest edit that leaves botCheck as it was', async () => {
    const edit = await editOfBotCheck(s, token, 'altcha');
    const publish = await studioPost(s, token, 'versions', edit);
    expect(publish.statusCode, publish.body).toBe(200);
  });
});
