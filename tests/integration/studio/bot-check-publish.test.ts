import { describe, expect, it } from 'vitest';
import { configFilesOf } from '../../../server/config/store/versions';
import { postJson, signupFields, solveBotCheck, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { OPERATOR, operatorServer, studioSignIn, type OperatorServer } from '../support/studio';

const BRAND_FILE = 'brands/default/brand.json';

/** The live version's id and its brand manifest with botCheck set to `botCheck`. */
async function editOfBotCheck(s: OperatorServer, botCheck: string) {
  const versions = await s.app.inject({
    method: 'GET',
    url: '/api/studio/versions',
    headers: { authorization: `Bearer ${s.token}` },
  });
  const basedOn = versions.json<{ data: { liveVersionId: string } }>().data.liveVersionId;
  const files = await configFilesOf(s.server.database.db, basedOn);
  const manifest = JSON.parse(files.get(BRAND_FILE)!) as Record<string, unknown>;
  return { basedOn, files: { [BRAND_FILE]: JSON.stringify({ ...manifest, botCheck }, null, 2) } };
}

const studioPost = (s: OperatorServer, url: string, payload: object) =>
  s.app.inject({
    method: 'POST',
    url: `/api/studio/${url}`,
    headers: { authorization: `Bearer ${s.token}` },
    payload,
  });

const initialConfig = async (s: AccountsServer) =>
  (await s.app.inject({ method: 'GET', url: '/api/getInitialConfig' })).json<{
    data: { botCheck: string; reCaptchaEnabled: boolean; siteKey: string };
  }>().data;

const signUpWithToken = (s: AccountsServer, gRecaptchaToken?: string) =>
  postJson(s.app, '/api/user/signup', { ...signupFields(), gRecaptchaToken });

describe.each(databaseTargets())('a botCheck published from the Studio on $name', (target) => {
  const s = operatorServer(target);

  it('turns the bot check off for the next page and signup, and on again, with no restart', async () => {
    expect(await initialConfig(s)).toMatchObject({ botCheck: 'altcha', reCaptchaEnabled: true });
    expect((await signUpWithToken(s)).json()).toMatchObject({ status_code: 'bot_check_failed' });

    const off = await studioPost(s, 'versions', await editOfBotCheck(s, 'off'));
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

    const on = await studioPost(s, 'versions', await editOfBotCheck(s, 'altcha'));
    expect(on.statusCode, on.body).toBe(200);
    expect(await initialConfig(s)).toMatchObject({ botCheck: 'altcha', reCaptchaEnabled: true });
    expect((await signUpWithToken(s)).json()).toMatchObject({ status_code: 'bot_check_failed' });
    expect((await signUpWithToken(s, await solveBotCheck(s.app))).statusCode).toBe(200);
  });
});

describe('a botCheck published while the environment sets reCAPTCHA', () => {
  const s = operatorServer(databaseTargets()[0]!, {
    env: {
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: 'secret-key',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/siteverify',
    },
  });

  it('is refused with why, at the check and at publish, and nothing is published', async () => {
    const edit = await editOfBotCheck(s, 'off');
    const problem = {
      file: BRAND_FILE,
      path: '/botCheck',
      rule: 'bot-check-set-by-server',
      message: expect.stringContaining('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET'),
    };
    const check = await studioPost(s, 'check', edit);
    expect(check.json<{ data: { problems: unknown[] } }>().data.problems).toEqual([
      expect.objectContaining(problem),
    ]);
    const publish = await studioPost(s, 'versions', edit);
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toMatchObject({
      status_code: 'config_invalid',
      data: { problems: [problem] },
    });
    const versions = await s.app.inject({
      method: 'GET',
      url: '/api/studio/versions',
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(versions.json<{ data: { liveVersionId: string } }>().data.liveVersionId).toBe(
      edit.basedOn,
    );
    expect(await initialConfig(s)).toMatchObject({ botCheck: 'recaptcha', siteKey: 'site-key' });
  });

  it('still publishes a manifest edit that leaves botCheck as it was', async () => {
    const edit = await editOfBotCheck(s, 'altcha');
    const publish = await studioPost(s, 'versions', edit);
    expect(publish.statusCode, publish.body).toBe(200);
  });
});
