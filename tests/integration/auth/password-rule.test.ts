import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases';
import {
  latestMail,
  postJson,
  signUp,
  signedUpUser,
  startAccountsServer,
  tokenFromResetLink,
  type AccountsServer,
} from './harness';

const RULE =
  'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, and one digit.';

describe.each(databaseTargets())('the password rule on $name', (target) => {
  let s: AccountsServer;
  beforeAll(async () => {
    s = await startAccountsServer(target);
  });
  afterAll(async () => s?.close());

  it.each(['Über-geheim1', 'ärger-ÄRGER-9'])(
    'signup takes upper and lower case letters of any script: %s',
    async (password) => {
      const { res } = await signUp(s.app, { password, confirmPassword: password });
      expect(res.statusCode).toBe(200);
    },
  );

  it.each([
    ['no upper-case letter', 'über-geheim1'],
    ['no lower-case letter', 'ÜBER-GEHEIM1'],
    ['fewer than 8 characters, counted as the form counts them', 'Aa1😀😀😀😀'],
  ])('signup refuses a password with %s', async (_, password) => {
    const { res } = await signUp(s.app, { password, confirmPassword: password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      err: true,
      status_code: 'validation_failed',
      msg: RULE,
      msg_ref: { id: 'validation.password.rule' },
      data: { errors: [{ path: '/password', message: { id: 'validation.password.rule' } }] },
    });
  });

  it('reset password takes a new password whose capital is not ASCII', async () => {
    const { fields } = await signedUpUser(s.app);
    await postJson(s.app, '/api/user/forgotPassword', { email: fields.email });
    const mail = await latestMail(s.app, fields.email, 'password_reset');
    const res = await postJson(s.app, '/api/user/resetPassword', {
      token: tokenFromResetLink(mail.links[0]!),
      password: 'Ärger-frei9',
    });
    expect(res.statusCode).toBe(200);
  });
});
