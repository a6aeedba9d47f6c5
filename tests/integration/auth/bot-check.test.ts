import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases';
import { startTestServer, tempDir } from '../support/server';
import {
  ACCOUNT_TEST_ENV,
  latestMail,
  postJson,
  signUp,
  signupFields,
  solveBotCheck,
  startAccountsServer,
} from './harness';

const [embedded] = databaseTargets();

describe('the ALTCHA key', () => {
  it('is generated once and kept in the database, so a restart still accepts its challenges', async () => {
    const dataDir = tempDir('onramp-altcha-');
    const env = { ...ACCOUNT_TEST_ENV, DATA_DIR: dataDir.path };
    try {
      const first = await startTestServer(env);
      const token = await solveBotCheck(first.app);
      const keys = await first.database.db
        .selectFrom('app_secrets')
        .select('name')
        .where('name', 'like', 'altcha%')
        .execute();
      expect(keys).toEqual([{ name: 'altcha_hmac_key' }]);
      await first.close();

      const second = await startTestServer(env);
      try {
        const res = await postJson(second.app, '/api/user/signup', {
          ...signupFields(),
          gRecaptchaToken: token,
        });
        expect(res.statusCode).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      dataDir.remove();
    }
  });

  it('comes from ALTCHA_HMAC_KEY when set, and nothing is stored', async () => {
    const s = await startAccountsServer(embedded!, { ALTCHA_HMAC_KEY: 'configured-key' });
    try {
      const { res } = await signUp(s.app);
      expect(res.statusCode).toBe(200);
      const altchaKeys = s.server.database.db
        .selectFrom('app_secrets')
        .selectAll()
        .where('name', 'like', 'altcha%');
      expect(await altchaKeys.execute()).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

describe('a brand with the bot check off (beacon)', () => {
  it('signs up without a token, offers no challenge, and mails in its own name', async () => {
    const s = await startAccountsServer(embedded!, { BRAND: 'beacon' });
    try {
      const fields = signupFields();
      const res = await postJson(s.app, '/api/user/signup', fields);
      expect(res.statusCode).toBe(200);
      const challenge = await s.app.inject({ method: 'GET', url: '/api/altcha/challenge' });
      expect(challenge.statusCode).toBe(404);
      const mail = await latestMail(s.app, fields.email, 'email_verification');
      expect(mail.subject).toBe('Verify your email for Beacon');
      expect(mail.from).toBe('Beacon <no-reply@beacon.example>');
    } finally {
      await s.close();
    }
  });
});

describe('MAIL_FROM', () => {
  it('replaces the brand-built sender', async () => {
    const s = await startAccountsServer(embedded!, { MAIL_FROM: 'Team <hello@mail.example>' });
    try {
      const { fields } = await signUp(s.app);
      expect((await latestMail(s.app, fields.email, 'email_verification')).from).toBe(
        'Team <hello@mail.example>',
      );
    } finally {
      await s.close();
    }
  });
});

describe('reCAPTCHA, when its keys are set', () => {
  let verifier: Server;
  let verifierUrl: string;
  const received: URLSearchParams[] = [];

  beforeAll(async () => {
    verifier = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        received.push(form);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: form.get('response') === 'human-token' }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    verifierUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => verifier.close(() => resolve())));

  it('checks the token server-side with the secret and the client address', async () => {
    const s = await startAccountsServer(embedded!, {
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: 'secret-key',
      RECAPTCHA_VERIFY_URL: verifierUrl,
    });
    try {
      const human = await postJson(
        s.app,
        '/api/user/signup',
        { ...signupFields(), gRecaptchaToken: 'human-token' },
        { remoteAddress: '10.9.8.7' },
      );
      expect(human.statusCode).toBe(200);
      expect(received.at(-1)?.get('secret')).toBe('secret-key');
      expect(received.at(-1)?.get('remoteip')).toBe('10.9.8.7');

      const robot = await postJson(s.app, '/api/user/signup', {
        ...signupFields(),
        gRecaptchaToken: 'robot-token',
      });
      expect(robot.statusCode).toBe(400);
      expect(robot.json().status_code).toBe('bot_check_failed');

      const missing = await postJson(s.app, '/api/user/signup', signupFields());
      expect(missing.json().status_code).toBe('bot_check_failed');
    } finally {
      await s.close();
    }
  });

  it('answers 503 bot_check_unavailable when the verifier cannot be reached', async () => {
    const s = await startAccountsServer(embedded!, {
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: 'secret-key',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/siteverify',
    });
    try {
      const res = await postJson(s.app, '/api/user/signup', {
        ...signupFields(),
        gRecaptchaToken: 'human-token',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().status_code).toBe('bot_check_unavailable');
    } finally {
      await s.close();
    }
  });
});
