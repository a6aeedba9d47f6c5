import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVED_SUBDOMAINS } from '../../../server/users/reservedSubdomains';
import { databaseTargets } from '../support/databases';
import { waitFor } from '../support/waitFor';
import {
  latestMail,
  postJson,
  PUBLIC_URL,
  signUp,
  signedUpUser,
  signupFields,
  solveBotCheck,
  startAccountsServer,
  STRONG_PASSWORD,
  unique,
  type AccountsServer,
} from './harness';

describe.each(databaseTargets())('signup on $name', (target) => {
  let s: AccountsServer;
  beforeAll(async () => {
    s = await startAccountsServer(target);
  });
  afterAll(async () => s?.close());

  describe('POST /user/signup', () => {
    it('creates the user and signs them in with a token, header name and session identifier', async () => {
      const { fields, res } = await signUp(s.app);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        err: false,
        status_code: 'ok',
        auth_header_name: 'x-onramp-token',
      });
      expect(body.data).toMatchObject({
        email: fields.email,
        name: 'Ada Lovelace',
        isEmailVerified: false,
        stepName: 'business_category',
        nextStepName: 'business_category',
        subDomain: fields.domain,
        tenantDomain: `${fields.domain}.onramp.test`,
        selectedPlan: { planId: 'byte_monthly', price: 8, type: 'monthly' },
        auth_header_name: 'x-onramp-token',
      });
      expect(body.data.token).toBe(body.token);
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.sessionIdentifier).toEqual(expect.any(String));

      const row = await s.server.database.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', body.data.userId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: fields.email,
        first_name: 'Ada',
        company: 'Analytical Engines',
        phone_number: '+14155552671',
        expectations: 'More leads',
        problems: 'Churn',
        sub_domain: fields.domain,
        step_name: 'business_category',
        hide_steps: [],
        onboarding: {},
        signup_form_data: { userHistory: [], referenceId: null },
      });
    });

    it('stores the password as argon2id with at least 19 MiB, 2 passes and 1 lane', async () => {
      const { userId } = await signedUpUser(s.app);
      const { password_hash } = await s.server.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[^$]+\$[^$]+$/.exec(password_hash);
      expect(match).not.toBeNull();
      const [, memory, passes, lanes] = match!.map(Number);
      expect(memory).toBeGreaterThanOrEqual(19_456);
      expect(passes).toBeGreaterThanOrEqual(2);
      expect(lanes).toBe(1);
      expect(password_hash).not.toContain(STRONG_PASSWORD);
    });

    it('stores the session token only as its SHA-256', async () => {
      const { res } = await signUp(s.app);
      const { token, userId } = res.json().data;
      const sessions = await s.server.database.db
        .selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', userId)
        .execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(sessions)).not.toContain(token);
      expect(sessions[0]!.session_identifier).toBe(res.json().sessionIdentifier);
    });

    it('queues a verification mail whose link is built from PUBLIC_URL, not the Host header', async () => {
      const { fields } = await signUp(s.app, {}, { headers: { host: 'evil.example' } });
      const mail = await latestMail(s.app, fields.email, 'email_verification');
      expect(mail.subject).toBe('Verify your email for Onramp');
      expect(mail.from).toBe('Onramp <no-reply@onramp.example>');
      expect(mail.links).toHaveLength(1);
      expect(mail.links[0]).toMatch(
        new RegExp(`^${PUBLIC_URL}/verify-email\\?token=[A-Za-z0-9_-]{43}$`),
      );
      expect(mail.text).toContain('Hi Ada');
      expect(JSON.stringify(mail)).not.toContain('evil.example');
    });

    it('stores a one-time verification token only as a hash', async () => {
      const { fields, res } = await signUp(s.app);
      const mail = await latestMail(s.app, fields.email, 'email_verification');
      const token = new URL(mail.links[0]!).searchParams.get('token')!;
      const rows = await s.server.database.db
        .selectFrom('one_time_tokens')
        .selectAll()
        .where('user_id', '=', res.json().data.userId)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        purpose: 'email_verification',
        token_hash: createHash('sha256').update(token).digest('hex'),
        used_at: null,
      });
    });

    it('records the lead in the embedded tracker with the identify fields', async () => {
      const { fields, res } = await signUp(s.app);
      const userId = res.json().data.userId;
      const events = await waitFor(async () => {
        const rows = await s.server.database.db
          .selectFrom('tracker_events')
          .selectAll()
          .where('user_id', '=', userId)
          .execute();
        return rows.length > 0 ? rows : undefined;
      });
      expect(events).toHaveLength(1);
      expect(events[0]!.kind).toBe('lead');
      expect(events[0]!.payload).toEqual({
        leadType: 'signup portal',
        tags: ['new_signup'],
        identify: {
          email: fields.email,
          userId,
          fullName: 'Ada Lovelace',
          company: 'Analytical Engines',
          phone: '+14155552671',
        },
        location: { city: null, region: null, country: null },
      });
    });

    it('stores the email and subdomain in lower case', async () => {
      const id = unique('');
      const { res } = await signUp(s.app, {
        email: `Mixed.${id}@Example.COM`,
        domain: `Mixed-${id}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        email: `mixed.${id}@example.com`,
        subDomain: `mixed-${id}`,
      });
    });

    it('answers a registered email with 409 user_already_exist, whatever its case', async () => {
      const { fields } = await signedUpUser(s.app);
      const { res } = await signUp(s.app, { email: fields.email.toUpperCase() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        err: true,
        status_code: 'user_already_exist',
        msg: '* This user already exists.',
        data: { show_login: true, tenantId: fields.domain, loginURL: `${PUBLIC_URL}/login` },
      });
    });

    it('answers an email and a name both taken (by different owners) with the email’s 409, writing nothing', async () => {
      const first = await signedUpUser(s.app);
      const second = await signedUpUser(s.app);
      const db = s.server.database.db;
      const count = async () =>
        (await db.selectFrom('users').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
      const users = await count();
      const { res } = await signUp(s.app, {
        email: first.fields.email,
        domain: second.fields.domain,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().status_code).toBe('user_already_exist');
      expect(await count()).toBe(users);
    });

    it('answers a taken subdomain with domain_already_exists and five free suggestions', async () => {
      const { fields } = await signedUpUser(s.app);
      const db = s.server.database.db;
      // Take one of the names a suggestion would otherwise offer.
      await signedUpUser(s.app, { domain: `${fields.domain}-app` });
      const { res } = await signUp(s.app, { domain: fields.domain.toUpperCase() });
      expect(res.statusCode).toBe(409);
      const body = res.json();
      expect(body).toMatchObject({
        err: true,
        status_code: 'domain_already_exists',
        msg: `"${fields.domain}" is already taken. Try something else`,
      });
      const suggestions: string[] = body.data.suggestions;
      expect(suggestions).toHaveLength(5);
      // The field's problem carries them, for the form to offer at the field.
      expect(body.data.errors).toEqual([
        {
          path: '/domain',
          message: { id: 'errors.domainTaken', params: { name: fields.domain, suggestions } },
        },
      ]);
      expect(suggestions).not.toContain(`${fields.domain}-app`);
      for (const name of suggestions) {
        expect(name).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/);
        expect(RESERVED_SUBDOMAINS.has(name)).toBe(false);
        const taken = await db
          .selectFrom('users')
          .select('id')
          .where('sub_domain', '=', name)
          .executeTakeFirst();
        expect(taken).toBeUndefined();
      }
    });

    it('answers a registered email first, even beside a reserved subdomain', async () => {
      const { fields } = await signedUpUser(s.app);
      const { res } = await signUp(s.app, { email: fields.email, domain: 'www' });
      expect(res.statusCode).toBe(409);
      expect(res.json().status_code).toBe('user_already_exist');
    });

    it('refuses a reserved subdomain as taken, with suggestions', async () => {
      const { res } = await signUp(s.app, { domain: 'www' });
      expect(res.statusCode).toBe(409);
      expect(res.json().status_code).toBe('domain_already_exists');
      expect(res.json().data.suggestions.length).toBeGreaterThan(0);
    });

    it('keeps a list of more than a hundred reserved names, including the usual hosts', () => {
      expect(RESERVED_SUBDOMAINS.size).toBeGreaterThan(100);
      for (const name of ['www', 'api', 'admin', 'mail', 'app', 'login', 'blog', 'smtp']) {
        expect(RESERVED_SUBDOMAINS.has(name)).toBe(true);
      }
    });

    /** Each spec message of a signup field, by the copy key whose default copy it is. */
    const SIGNUP_COPY_KEYS: Record<string, string> = {
      'Please enter your first name.': 'validation.signup.firstName',
      'Please enter your last name.': 'validation.signup.lastName',
      'Please enter your company name.': 'validation.signup.company',
      'Please enter a valid business email address.': 'validation.signup.email',
      'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, and one digit.':
        'validation.password.rule',
      'Passwords do not match.': 'validation.password.mismatch',
      'Please enter a valid phone number': 'validation.phone.invalid',
      'Please enter a domain name': 'errors.domainRequired',
      'The subdomain can only contain letters, numbers, and hyphens. The length should be between 1 and 63 characters.':
        'errors.subdomainRule',
    };

    it.each([
      ['firstName', { firstName: '  ' }, 'Please enter your first name.'],
      ['lastName', { lastName: '' }, 'Please enter your last name.'],
      ['company', { company: ' ' }, 'Please enter your company name.'],
      ['email', { email: 'not-an-email' }, 'Please enter a valid business email address.'],
      [
        'password',
        { password: 'alllowercase1', confirmPassword: 'alllowercase1' },
        'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, and one digit.',
      ],
      ['confirmPassword', { confirmPassword: 'Different1' }, 'Passwords do not match.'],
      ['phoneNumber', { phoneNumber: '+1415' }, 'Please enter a valid phone number'],
      ['phoneNumber', { phoneNumber: '4155552671' }, 'Please enter a valid phone number'],
      ['domain', { domain: '' }, 'Please enter a domain name'],
      [
        'domain',
        { domain: '-bad-' },
        'The subdomain can only contain letters, numbers, and hyphens. The length should be between 1 and 63 characters.',
      ],
      [
        'domain',
        { domain: 'a'.repeat(64) },
        'The subdomain can only contain letters, numbers, and hyphens. The length should be between 1 and 63 characters.',
      ],
    ])('answers a bad %s with 400 and the spec message', async (field, overrides, message) => {
      const res = await postJson(s.app, '/api/user/signup', {
        ...signupFields(overrides),
        gRecaptchaToken: 'not-checked-before-fields',
      });
      expect(res.statusCode).toBe(400);
      const id = SIGNUP_COPY_KEYS[message];
      expect(id).toBeDefined();
      expect(res.json()).toMatchObject({
        err: true,
        status_code: 'validation_failed',
        msg: message,
        msg_ref: { id },
      });
      expect(res.json().data.errors).toContainEqual({ path: `/${field}`, message: { id } });
    });

    it('refuses fields it does not take with validation.unknownField at each, storing nothing', async () => {
      const fields = signupFields();
      const res = await postJson(s.app, '/api/user/signup', {
        ...fields,
        gRecaptchaToken: await solveBotCheck(s.app),
        isAdmin: true,
        'plan/id': 'free',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        err: true,
        status_code: 'validation_failed',
        msg: 'This form has no field "isAdmin".',
        msg_ref: { id: 'errors.unknownFormField', params: { field: 'isAdmin' } },
      });
      expect(res.json().data.errors).toEqual([
        { path: '/isAdmin', message: { id: 'validation.unknownField' } },
        { path: '/plan~1id', message: { id: 'validation.unknownField' } },
      ]);
      const stored = await s.server.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', fields.email)
        .execute();
      expect(stored).toEqual([]);
    });

    it("takes an address of the signup form's 254 characters at most, refusing 255 with the envelope", async () => {
      const address = (length: number) =>
        `${'a'.repeat(length - '@example.com'.length)}@example.com`;
      const refused = await postJson(s.app, '/api/user/signup', {
        ...signupFields({ email: address(255) }),
        gRecaptchaToken: await solveBotCheck(s.app),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ err: true, status_code: 'validation_failed' });
      expect(refused.json().data.errors).toContainEqual(
        expect.objectContaining({ path: '/email' }),
      );

      const { res } = await signUp(s.app, { email: address(254) });
      expect(res.statusCode).toBe(200);
    });

    it('answers a body of the wrong shape with 400 validation_failed, never 500', async () => {
      for (const payload of [
        {},
        { ...signupFields(), email: 42 },
        { ...signupFields(), signupFormData: 'x' },
      ]) {
        const res = await postJson(s.app, '/api/user/signup', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().status_code).toBe('validation_failed');
      }
    });

    it('requires the bot check: missing, forged or reused tokens get 400 bot_check_failed', async () => {
      const missing = await postJson(s.app, '/api/user/signup', signupFields());
      expect(missing.statusCode).toBe(400);
      expect(missing.json().status_code).toBe('bot_check_failed');

      const forged = await postJson(s.app, '/api/user/signup', {
        ...signupFields(),
        gRecaptchaToken: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
      });
      expect(forged.json().status_code).toBe('bot_check_failed');

      const token = await solveBotCheck(s.app);
      const first = await postJson(s.app, '/api/user/signup', {
        ...signupFields(),
        gRecaptchaToken: token,
      });
      expect(first.statusCode).toBe(200);
      const again = await postJson(s.app, '/api/user/signup', {
        ...signupFields(),
        gRecaptchaToken: token,
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().status_code).toBe('bot_check_failed');
    });
  });

  describe('POST /user/checkEmailExists', () => {
    it('answers a registered email with user_already_exist and the login details', async () => {
      const { fields } = await signedUpUser(s.app);
      const res = await postJson(s.app, '/api/user/checkEmailExists', { email: fields.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        err: false,
        status_code: 'user_already_exist',
        msg: '* This user already exists.',
        data: {
          show_login: true,
          displayMessage: '* This user already exists.',
          loginURL: `${PUBLIC_URL}/login`,
          tenantId: fields.domain,
        },
      });
    });

    it('answers an unknown email with data false', async () => {
      const res = await postJson(s.app, '/api/user/checkEmailExists', {
        email: `${unique('n')}@example.com`,
      });
      expect(res.json()).toEqual({ err: false, status_code: 'ok', msg: '', data: false });
    });

    it('answers a malformed email with invalid_email', async () => {
      const res = await postJson(s.app, '/api/user/checkEmailExists', { email: 'nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ err: true, status_code: 'invalid_email' });
    });
  });

  describe('POST /user/checkTenant', () => {
    it('answers an existing tenant with ok and its domain', async () => {
      const { tenant } = await signedUpUser(s.app);
      const res = await postJson(s.app, '/api/user/checkTenant', { tenant: tenant.toUpperCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        err: false,
        status_code: 'ok',
        data: { tenant, tenantDomain: `${tenant}.onramp.test` },
      });
    });

    it('answers an unknown tenant with tenant_not_found and the spec message', async () => {
      const res = await postJson(s.app, '/api/user/checkTenant', { tenant: unique('nobody') });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        err: true,
        status_code: 'tenant_not_found',
        msg: 'Tenant does not exist! Please sign up first',
      });
    });

    it('answers an empty tenant with "Please enter a domain name"', async () => {
      const res = await postJson(s.app, '/api/user/checkTenant', { tenant: '  ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('Please enter a domain name');
    });

    it('answers a malformed tenant with the subdomain rule', async () => {
      const res = await postJson(s.app, '/api/user/checkTenant', { tenant: 'bad_name!' });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(
        'The subdomain can only contain letters, numbers, and hyphens. The length should be between 1 and 63 characters.',
      );
    });
  });
});
