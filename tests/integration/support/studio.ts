import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { configFilesOf } from '../../../server/config/store/versions';
import type { DB } from '../../../server/db/schema';
import { hashPassword } from '../../../server/security/passwords';
import {
  COMPANY_SIZE_COPY,
  COMPANY_SIZE_STEP,
  flowWithCompanySize,
} from '../../fixtures/companySize';
import { filesWithStepsAfterSignup, type NewStep } from '../../fixtures/stepsAfterSignup';
import type { OperatorRole } from '../../../shared/contract/operatorRoles';
import {
  latestMail,
  solveBotCheck,
  startAccountsServer,
  unique,
  type AccountsServer,
} from '../auth/harness';
import type { DatabaseTarget } from './databases';

/** The first operator the test servers are started with. */
export const OPERATOR = { email: 'ops@onramp.test', password: 'Studio-Pass1' };
export const OPERATOR_ENV = {
  OPERATOR_EMAIL: OPERATOR.email,
  OPERATOR_PASSWORD: OPERATOR.password,
};

/** POST /api/studio/session with a solved bot check (unless the body brings its own), from `remoteAddress`. */
export async function studioSignIn(
  app: FastifyInstance,
  body: { email?: unknown; password?: unknown; botCheckToken?: unknown },
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  const botCheckToken = await solveBotCheck(app, '/api/studio/altcha/challenge');
  return app.inject({
    method: 'POST',
    url: '/api/studio/session',
    payload: { botCheckToken, ...body },
    remoteAddress,
  });
}

export async function operatorToken(
  app: FastifyInstance,
  operator: { email: string; password: string } = OPERATOR,
): Promise<string> {
  const res = await studioSignIn(app, operator);
  return res.json<{ data: { token: string } }>().data.token;
}

/** Another operator account beside the first (there is no route that adds one), signed in. */
export async function anotherOperatorToken(
  app: FastifyInstance,
  db: Kysely<DB>,
  email: string,
): Promise<string> {
  await db
    .insertInto('operators')
    .values({ email, password_hash: await hashPassword(OPERATOR.password), role: 'admin' })
    .execute();
  return operatorToken(app, { email, password: OPERATOR.password });
}

/**
 * The company_size step after business_category with its copy, as an edit of the live version:
 * the live version's id and the files the edit changes.
 */
export async function companySizeDraft(
  app: FastifyInstance,
  token: string,
  db: Kysely<DB>,
): Promise<{ basedOn: string; files: Record<string, string> }> {
  const versions = await app.inject({
    method: 'GET',
    url: '/api/studio/versions',
    headers: { authorization: `Bearer ${token}` },
  });
  const basedOn = versions.json<{ data: { liveVersionId: string } }>().data.liveVersionId;
  const files = await configFilesOf(db, basedOn);
  const english = JSON.parse(files.get('brands/default/locales/en.json')!) as object;
  return {
    basedOn,
    files: {
      'schemas/steps/company_size.json': COMPANY_SIZE_STEP,
      'schemas/flows/main.json': flowWithCompanySize(files.get('schemas/flows/main.json')!),
      'brands/default/locales/en.json': JSON.stringify({ ...english, ...COMPANY_SIZE_COPY }),
    },
  };
}

/**
 * Publishes, from the live version, the company_size step after business_category with its copy;
 * answers the version it was based on and the new one.
 */
export async function publishCompanySize(
  app: FastifyInstance,
  token: string,
  db: Kysely<DB>,
): Promise<{ basedOn: string; versionId: string }> {
  const { basedOn, files } = await companySizeDraft(app, token, db);
  const res = await app.inject({
    method: 'POST',
    url: '/api/studio/versions',
    headers: { authorization: `Bearer ${token}` },
    payload: { basedOn, note: 'Company size', files },
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    basedOn,
    versionId: res.json<{ data: { version: { id: string } } }>().data.version.id,
  };
}

/** A test server that knows the operator, with the operator signed in to the Studio. */
export interface OperatorServer extends AccountsServer {
  /** The operator's Studio session token. */
  token: string;
}

/**
 * For the calling describe: before its tests, a server on a fresh database of `target` (with
 * `env` besides the operator's) and the operator signed in to the Studio, then whatever `ready`
 * does with it; closed after them. Its fields are there once the describe's tests and later hooks run.
 */
export function operatorServer(
  target: DatabaseTarget,
  {
    env = {},
    ready = async () => {},
  }: {
    env?: Record<string, string>;
    ready?: (server: OperatorServer) => Promise<void>;
  } = {},
): OperatorServer {
  const server = {} as OperatorServer;
  beforeAll(async () => {
    const running = await startAccountsServer(target, { ...OPERATOR_ENV, ...env });
    Object.assign(server, running, { token: await operatorToken(running.app) });
    await ready(server);
  });
  afterAll(async () => server.close?.());
  return server;
}

/**
 * Publishes, through the Studio, the live version with `steps` added to the main flow right after
 * signup, in that order, with their copy.
 */
export async function publishStepsAfterSignup(
  server: OperatorServer,
  steps: NewStep[],
): Promise<void> {
  const headers = { authorization: `Bearer ${server.token}` };
  const versions = await server.app.inject({ method: 'GET', url: '/api/studio/versions', headers });
  const basedOn = versions.json<{ data: { liveVersionId: string } }>().data.liveVersionId;
  const files = await configFilesOf(server.server.database.db, basedOn);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/studio/versions',
    headers,
    payload: {
      basedOn,
      note: steps.map((step) => step.name).join(', '),
      files: filesWithStepsAfterSignup((file) => files.get(file)!, steps),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The token of the newest invitation mailed to `email` (its link to /studio/invite?token=…). */
export async function invitationTokenFor(app: FastifyInstance, email: string): Promise<string> {
  const mail = await latestMail(app, email, 'operator_invitation');
  const link = mail.links.find((l) => l.includes('/studio/invite?'));
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no invitation link in the mail to ${email}`);
  return token;
}

/**
 * A new operator with `role`, invited by the admin `server` signs in as and accepted through the
 * API as the invitee would; answers their email and Studio session token.
 */
export async function invitedOperator(
  server: OperatorServer,
  role: OperatorRole,
): Promise<{ email: string; token: string }> {
  const email = `${role.toLowerCase()}-${unique('op')}@onramp.test`;
  const invite = await server.app.inject({
    method: 'POST',
    url: '/api/studio/invitations',
    headers: { authorization: `Bearer ${server.token}` },
    payload: { email, role },
  });
  expect(invite.statusCode, invite.body).toBe(200);
  const accepted = await server.app.inject({
    method: 'POST',
    url: '/api/studio/invitations/accept',
    payload: { token: await invitationTokenFor(server.app, email), password: OPERATOR.password },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { email, token: accepted.json<{ data: { token: string } }>().data.token };
}
