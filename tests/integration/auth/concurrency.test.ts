import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createAccount } from '../../../server/auth/routes/createAccount';
import { UserConflictError } from '../../../server/users/usersRepository';
import { databaseTargets } from '../support/databases';
import {
  postJson,
  signupFields,
  solveBotCheck,
  startAccountsServer,
  unique,
  type AccountsServer,
} from './harness';

const RACERS = 4;

describe.each(databaseTargets())('simultaneous signups on $name', (target) => {
  let s: AccountsServer;
  beforeAll(async () => {
    s = await startAccountsServer(target);
  });
  afterAll(async () => s?.close());

  async function race(bodies: object[]) {
    const tokens = await Promise.all(bodies.map(() => solveBotCheck(s.app)));
    return Promise.all(
      bodies.map((body, i) =>
        postJson(s.app, '/api/user/signup', { ...body, gRecaptchaToken: tokens[i] }),
      ),
    );
  }

  async function usersWhere(column: 'email' | 'sub_domain', value: string): Promise<number> {
    const rows = await s.server.database.db
      .selectFrom('users')
      .select('id')
      .where(column, '=', value)
      .execute();
    return rows.length;
  }

  it('with one email create exactly one user; the others get user_already_exist', async () => {
    const email = `${unique('race')}@example.com`;
    const replies = await race(
      Array.from({ length: RACERS }, () => signupFields({ email, domain: unique('race-') })),
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(RACERS - 1).fill(409)]);
    for (const r of replies.filter((r) => r.statusCode === 409)) {
      expect(r.json().status_code).toBe('user_already_exist');
    }
    expect(await usersWhere('email', email)).toBe(1);
  });

  it('with one subdomain create exactly one user; the others get domain_already_exists', async () => {
    const domain = unique('race-');
    const replies = await race(
      Array.from({ length: RACERS }, () =>
        signupFields({ domain, email: `${unique('r')}@example.com` }),
      ),
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(RACERS - 1).fill(409)]);
    for (const r of replies.filter((r) => r.statusCode === 409)) {
      expect(r.json().status_code).toBe('domain_already_exists');
      expect(r.json().data.suggestions.length).toBeGreaterThan(0);
    }
    expect(await usersWhere('sub_domain', domain)).toBe(1);
  });

  it('leave the unique indexes to decide even past the early checks', async () => {
    const db = s.server.database.db;
    // createAccount is the statement a signup writes with once its early checks have passed.
    const account = (email: string, subDomain: string) =>
      createAccount(
        db,
        s.app.repositories.users,
        s.app.mail,
        {
          input: {
            firstName: 'A',
            lastName: 'B',
            company: 'C',
            email,
            expectations: '',
            problems: '',
            password: 'unused',
            campaignTemplateId: null,
            phoneNumber: '+14155552671',
            subDomain,
            signupFormData: {},
            language: null,
          },
          passwordHash: 'x',
          stepName: 'business_category',
          selectedPlan: null,
          language: null,
          userId: randomUUID(),
          configVersionId: s.app.configs.live().versionId,
          experiment: null,
          brand: s.app.brand.id,
          signupStep: undefined,
        },
        { sessionSeconds: 60, verificationSeconds: 60 },
        s.server.jobs,
      );
    const email = `${unique('idx')}@example.com`;
    const byEmail = await Promise.allSettled([
      account(email, unique('a-')),
      account(email.toUpperCase(), unique('b-')),
    ]);
    const emailFailure = byEmail.find((r) => r.status === 'rejected');
    expect(byEmail.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((emailFailure as PromiseRejectedResult).reason).toEqual(new UserConflictError('email'));

    const domain = unique('idx-');
    const byDomain = await Promise.allSettled([
      account(`${unique('c')}@example.com`, domain),
      account(`${unique('d')}@example.com`, domain.toUpperCase()),
    ]);
    const domainFailure = byDomain.find((r) => r.status === 'rejected');
    expect((domainFailure as PromiseRejectedResult).reason).toEqual(
      new UserConflictError('sub_domain'),
    );
  });
});
