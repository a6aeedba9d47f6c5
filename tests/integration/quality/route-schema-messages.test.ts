import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, postJson, signedUpUser, signupFields } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { serverPerSuite } from '../tenants/support';

/** The refusal's field problems and lead, as the client reads them: Message keys and params. */
function refusal(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{
    status_code: string;
    msg: string;
    msg_ref: { id: string; params?: Record<string, unknown> };
    data: { errors: { path: string; message: { id: string; params?: object } }[] };
  }>();
  expect(body.status_code).toBe('validation_failed');
  return body;
}

/** Ajv's own English words, as its messages begin ("must be string", "must have required ..."). */
const AJV_WORDS = /\bmust (be|have|match|NOT|equal)\b/;

describe.each(databaseTargets())("a route's body schema refusing a request on $name", (target) => {
  const suite = serverPerSuite(target);
  let app: FastifyInstance;
  let user: { token: string };

  beforeAll(async () => {
    app = suite.server.app;
    user = await signedUpUser(app);
  });

  it('names a wrong type at signup by the engine’s message key, not Ajv’s English', async () => {
    const body = refusal(
      await postJson(app, '/api/user/signup', { ...signupFields(), company: { name: 'Acme' } }),
    );
    expect(body.data.errors).toEqual([
      { path: '/company', message: { id: 'validation.default.type.string' } },
    ]);
    expect(body.msg_ref).toEqual({ id: 'validation.default.type.string' });
    expect(body.msg).toBe('Please enter text.');
    expect(JSON.stringify(body)).not.toMatch(AJV_WORDS);
  });

  it('names a missing field and a pattern the step name breaks when saving a step', async () => {
    const save = (payload: object) =>
      postJson(app, '/api/user/updateUserData', payload, { headers: authHeaders(user.token) });
    const wrongType = refusal(await save({ step: ['team_size'], teamSize: 4 }));
    expect(wrongType.data.errors).toEqual([
      { path: '/step', message: { id: 'validation.default.type.string' } },
    ]);
    const badName = refusal(await save({ step: 'Team Size!', teamSize: 4 }));
    expect(badName.data.errors).toEqual([
      { path: '/step', message: { id: 'validation.default.pattern' } },
    ]);
    expect(JSON.stringify([wrongType, badName])).not.toMatch(AJV_WORDS);
  });

  it('names a missing field at its path', async () => {
    const { email: _email, ...withoutEmail } = signupFields();
    const body = refusal(await postJson(app, '/api/user/signup', withoutEmail));
    expect(body.data.errors).toEqual([
      { path: '/email', message: { id: 'validation.default.required' } },
    ]);
  });
});
