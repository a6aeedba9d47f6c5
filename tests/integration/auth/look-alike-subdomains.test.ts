import { randomInt } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases';
import { post, signedIn } from '../steps/stepsHarness';
import { postJson, signUp, startAccountsServer, type AccountsServer } from './harness';

const LOOK_ALIKE =
  'This name can be mistaken for another one written in Latin letters. Please choose a different name.';
const RULE =
  'The subdomain can only contain letters, numbers, and hyphens. The length should be between 1 and 63 characters.';

/** Labels in one script whose every letter has a Latin twin: each reads as an ASCII name. */
const HOMOGRAPHS: [string, string][] = [
  ['аррӏе', 'Cyrillic, reads "apple"'],
  ['раураӏ', 'Cyrillic, reads "paypal"'],
  ['ѕсоре', 'Cyrillic, reads "scope"'],
  ['ορα', 'Greek, reads "opa"'],
  ['νοι', 'Greek, reads "voi"'],
  ['ıoo', 'Latin dotless i, reads "ioo"'],
];

/** Names in other scripts that no ASCII name looks like, with digits to keep them apart. */
const OWN_SCRIPT_NAMES: [string, string][] = [
  ['münchen', 'German'],
  ['日本', 'Japanese'],
  ['москва', 'Russian'],
  ['ελλάδα', 'Greek'],
];

const aLabel = (unicode: string) => domainToASCII(unicode);
const numbered = (unicode: string) => aLabel(`${unicode}-${randomInt(1_000_000)}`);

describe.each(databaseTargets())('subdomains that pass for another name on $name', (target) => {
  let s: AccountsServer;
  beforeAll(async () => {
    s = await startAccountsServer(target);
  });
  afterAll(async () => s?.close());

  it.each(HOMOGRAPHS)('refuses %s (%s) at signup, storing nothing', async (unicode) => {
    const domain = aLabel(unicode);
    const { fields, res } = await signUp(s.app, { domain });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      err: true,
      status_code: 'validation_failed',
      msg: LOOK_ALIKE,
      msg_ref: { id: 'errors.subdomainLookAlike' },
      data: { errors: [{ path: '/domain', message: { id: 'errors.subdomainLookAlike' } }] },
    });
    const stored = await s.server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', fields.email)
      .execute();
    expect(stored).toEqual([]);
  });

  it.each(HOMOGRAPHS)('refuses %s (%s) as a new name in updateDomainName', async (unicode) => {
    const { headers, subDomain } = await signedIn(s.app);
    const res = await post(s.app, '/api/user/updateDomainName', headers, {
      domain: aLabel(unicode).toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      status_code: 'validation_failed',
      msg: LOOK_ALIKE,
      data: { errors: [{ path: '/domain', message: { id: 'errors.subdomainLookAlike' } }] },
    });
    const data = await post(s.app, '/api/user/getUserData', headers, {});
    expect(data.json().data.subDomain).toBe(subDomain);
  });

  it.each(HOMOGRAPHS)("finds no tenant %s (%s) at the login's tenant check", async (unicode) => {
    const res = await postJson(s.app, '/api/user/checkTenant', { tenant: aLabel(unicode) });
    expect(res.statusCode).toBe(404);
    expect(res.json().status_code).toBe('tenant_not_found');
  });

  it('still refuses a label mixing scripts by the subdomain rule', async () => {
    // xn--pple-43d: Cyrillic а and Latin pple.
    const { res } = await signUp(s.app, { domain: 'xn--pple-43d' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: RULE, msg_ref: { id: 'errors.subdomainRule' } });
  });

  it.each(OWN_SCRIPT_NAMES)(
    'accepts %s (%s) at signup and in updateDomainName',
    async (unicode) => {
      const domain = numbered(unicode);
      const { res } = await signUp(s.app, { domain });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.subDomain).toBe(domain);

      const { headers } = await signedIn(s.app);
      const renamed = numbered(unicode);
      const rename = await post(s.app, '/api/user/updateDomainName', headers, { domain: renamed });
      expect(rename.statusCode, rename.body).toBe(200);
      expect(rename.json().data.subDomain).toBe(renamed);

      const found = await postJson(s.app, '/api/user/checkTenant', { tenant: domain });
      expect(found.statusCode).toBe(200);
    },
  );
});
