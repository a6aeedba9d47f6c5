import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsServer, unique, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { post, signedIn, type Reply } from './stepsHarness';

const RULE =
  'The subdomain can only contain letters, numbers, and hyphens. The length should be between 1 and 63 characters.';

describe.each(databaseTargets())('POST /user/updateDomainName on $name', (target) => {
  let running: AccountsServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    running = await startAccountsServer(target);
    app = running.app;
  });
  afterAll(() => running?.close());

  const rename = (headers: Record<string, string>, payload: object) =>
    post(app, '/api/user/updateDomainName', headers, payload);

  it('renames the tenant and answers the user data with the new names', async () => {
    const { headers, userId } = await signedIn(app);
    const name = unique('bikes-');
    const res = await rename(headers, {
      domain: name.toUpperCase(),
      userId,
      sessionIdentifier: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Reply>().data).toMatchObject({
      userId,
      subDomain: name,
      tenantDomain: `${name}.onramp.test`,
      nextStepName: 'business_category',
    });
  });

  it('answers an unchanged name with the user data, changing nothing', async () => {
    const { headers, subDomain } = await signedIn(app);
    const res = await rename(headers, { domain: subDomain });
    expect(res.statusCode).toBe(200);
    expect(res.json<Reply>()).toMatchObject({ err: false, data: { subDomain } });
  });

  it('answers a taken name with domain_already_exists and free suggestions', async () => {
    const other = await signedIn(app);
    const { headers } = await signedIn(app);
    const res = await rename(headers, { domain: other.subDomain });
    expect(res.statusCode).toBe(409);
    const body = res.json<Reply<{ suggestions: string[]; errors: unknown[] }>>();
    expect(body).toMatchObject({
      err: true,
      status_code: 'domain_already_exists',
      msg: `"${other.subDomain}" is already taken. Try something else`,
    });
    expect(body.data.suggestions.length).toBeGreaterThan(0);
    expect(body.data.errors).toEqual([
      {
        path: '/domain',
        message: {
          id: 'errors.domainTaken',
          params: { name: other.subDomain, suggestions: body.data.suggestions },
        },
      },
    ]);
    for (const suggestion of body.data.suggestions) {
      const free = await rename(headers, { domain: suggestion });
      expect(free.statusCode).toBe(200);
    }
  });

  it('counts a reserved name as taken', async () => {
    const { headers } = await signedIn(app);
    const res = await rename(headers, { domain: 'admin' });
    expect(res.statusCode).toBe(409);
    expect(res.json<Reply>().status_code).toBe('domain_already_exists');
  });

  it.each([
    ['', 'Please enter a domain name', 'errors.domainRequired'],
    ['   ', 'Please enter a domain name', 'errors.domainRequired'],
    ['-bikes', RULE, 'errors.subdomainRule'],
    ['bikes.shop', RULE, 'errors.subdomainRule'],
    ['a'.repeat(64), RULE, 'errors.subdomainRule'],
  ])('refuses %j with its message', async (domain, message, id) => {
    const { headers } = await signedIn(app);
    const res = await rename(headers, { domain });
    expect(res.statusCode).toBe(400);
    expect(res.json<Reply>()).toMatchObject({
      status_code: 'validation_failed',
      msg: message,
      msg_ref: { id },
      data: { errors: [{ path: '/domain', message: { id } }] },
    });
  });

  it('gives a name two users ask for at once to exactly one of them', async () => {
    const [a, b] = await Promise.all([signedIn(app), signedIn(app)]);
    const name = unique('race-');
    const replies = await Promise.all([
      rename(a.headers, { domain: name }),
      rename(b.headers, { domain: name }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a body naming another user, and no session', async () => {
    const { headers } = await signedIn(app);
    const other = await rename(headers, { domain: unique('x-'), userId: 'someone-else' });
    expect(other.statusCode).toBe(400);
    expect(other.json<Reply>().status_code).toBe('user_mismatch');
    expect((await rename({}, { domain: unique('x-') })).statusCode).toBe(403);
  });
});
