import type { SignupRequest } from '../../../shared/contract/signup';
import { randomBytes } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Logger } from 'pino';
import type { RunningServer } from '../../../server/server';
import type { DatabaseTarget } from '../support/databases';
import { startTestServer, tempDir } from '../support/server';

export const PUBLIC_URL = 'https://portal.onramp.test';
export const STRONG_PASSWORD = 'Sturdy-Pass1';

/**
 * Settings every account test runs with: a cheap ALTCHA, limits out of the way, a public URL, and
 * the development mailbox turned on (tests read the mail there).
 */
export const ACCOUNT_TEST_ENV = {
  PUBLIC_URL,
  DEV_MAILBOX: 'true',
  TENANT_DOMAIN_SUFFIX: '.onramp.test',
  ALTCHA_COST: '1',
  ALTCHA_COUNTER_MAX: '20',
  RATE_LIMIT_PER_IP: '10000',
  RATE_LIMIT_PER_ACCOUNT: '10000',
};

export interface AccountsServer {
  server: RunningServer;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** A running server on a fresh database of the target, with the account test settings. */
export async function startAccountsServer(
  target: DatabaseTarget,
  env: Record<string, string | undefined> = {},
  logger?: Logger,
): Promise<AccountsServer> {
  const { databaseUrl, drop } = await target.create();
  const dataDir = tempDir('onramp-auth-');
  const server = await startTestServer(
    {
      ...ACCOUNT_TEST_ENV,
      ...env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir.path }),
    },
    logger,
  );
  return {
    server,
    app: server.app,
    async close() {
      await server.close();
      await drop();
      dataDir.remove();
    },
  };
}

export function unique(prefix: string): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

/**
 * Solves a fresh ALTCHA challenge the way the widget does, and returns what it would submit; the
 * portal's challenge unless another address serves it (the Studio's sign-in).
 */
export async function solveBotCheck(
  app: FastifyInstance,
  challengeUrl = '/api/altcha/challenge',
): Promise<string> {
  const res = await app.inject({ method: 'GET', url: challengeUrl });
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The signup body the subdomain step sends; the bot-check token is solved per request unless given. */
export type SignupFields = Omit<SignupRequest, 'gRecaptchaToken' | 'language'> & {
  gRecaptchaToken?: string;
  language?: string | null;
};

export function signupFields(overrides: Partial<SignupFields> = {}): SignupFields {
  const id = unique('');
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: 'Analytical Engines',
    email: `ada.${id}@example.com`,
    expectations: 'More leads',
    problems: 'Churn',
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    campaignTemplateId: null,
    phoneNumber: '+14155552671',
    domain: `engines-${id}`,
    signupFormData: { userHistory: [], referenceId: null },
    selectedPlanId: 'byte_monthly',
    ...overrides,
  };
}

export async function postJson(
  app: FastifyInstance,
  url: string,
  payload: object,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, ...options });
}

/** Signs a new user up (solving the bot check) and returns the request's fields and the reply. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<SignupFields> = {},
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<{ fields: SignupFields; res: LightMyRequestResponse }> {
  const fields = signupFields(overrides);
  const gRecaptchaToken = overrides.gRecaptchaToken ?? (await solveBotCheck(app));
  const res = await postJson(app, '/api/user/signup', { ...fields, gRecaptchaToken }, options);
  return { fields, res };
}

/** Signs a new user up and insists it worked; for tests about what comes after. */
export async function signedUpUser(
  app: FastifyInstance,
  overrides: Partial<SignupFields> = {},
): Promise<{ fields: SignupFields; token: string; userId: string; tenant: string }> {
  const { fields, res } = await signUp(app, overrides);
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.body}`);
  const body = res.json<{ data: { token: string; userId: string; subDomain: string } }>();
  return { fields, token: body.data.token, userId: body.data.userId, tenant: body.data.subDomain };
}

export interface MailboxMessage {
  kind: string;
  to: string;
  from: string;
  subject: string;
  status: string;
  links: string[];
  text: string;
}

export async function mailTo(app: FastifyInstance, to: string): Promise<MailboxMessage[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/dev/mailbox.json?to=${encodeURIComponent(to)}`,
  });
  return res.json<{ data: { messages: MailboxMessage[] } }>().data.messages;
}

/** The newest mail of a kind to an address; fails the test when there is none. */
export async function latestMail(
  app: FastifyInstance,
  to: string,
  kind: string,
): Promise<MailboxMessage> {
  const mail = (await mailTo(app, to)).find((m) => m.kind === kind);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}

export function tokenFromVerificationLink(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

export function tokenFromResetLink(link: string): string {
  const token = new URL(link).pathname.split('/').pop();
  if (!token) throw new Error(`no token in ${link}`);
  return decodeURIComponent(token);
}

export function authHeaders(token: string): Record<string, string> {
  return { 'x-onramp-token': token };
}
