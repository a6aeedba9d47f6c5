import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configFilesOf } from '../../../server/configVersions/versions';
import type { DB } from '../../../server/db/schema';
import { signUp, startAccountsServer, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { OPERATOR_ENV, operatorToken } from '../support/studio';
import { walkedTo } from '../support/walkedTo';

/** A step an operator pastes in: a phone number is required, and a call time goes with it. */
const CONTACT_STEP = {
  $schema: '../meta/step.schema.json',
  title: 'steps.contact.title',
  type: 'object',
  required: ['phone'],
  properties: {
    phone: { type: 'string' },
    callTime: { type: 'string' },
  },
  dependencies: { phone: ['callTime'] },
};

async function publishContact(app: FastifyInstance, db: Kysely<DB>): Promise<void> {
  const headers = { authorization: `Bearer ${await operatorToken(app)}` };
  const versions = await app.inject({ method: 'GET', url: '/api/studio/versions', headers });
  const basedOn = versions.json<{ data: { liveVersionId: string } }>().data.liveVersionId;
  const files = await configFilesOf(db, basedOn);
  const flow = JSON.parse(files.get('schemas/flows/main.json')!) as { steps: object[] };
  flow.steps.splice(1, 0, {
    name: 'contact',
    schema: 'contact.json',
    progress: 15,
    submit: { call: 'updateUserData', next: 'following' },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/studio/versions',
    headers,
    payload: {
      basedOn,
      note: 'Contact',
      files: {
        'schemas/steps/contact.json': JSON.stringify(CONTACT_STEP),
        'schemas/flows/main.json': JSON.stringify(flow),
        'brands/default/locales/en.json': JSON.stringify({
          ...(JSON.parse(files.get('brands/default/locales/en.json')!) as object),
          'steps.contact.title': 'How can we reach you?',
        }),
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe.each(databaseTargets())('a step missing a field, saved on $name', (target) => {
  let running: AccountsServer;
  let app: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    running = await startAccountsServer(target, OPERATOR_ENV);
    app = running.app;
    await publishContact(app, running.server.database.db);
  });
  afterAll(() => running.close());

  beforeEach(async () => {
    const { res } = await signUp(app);
    const body = res.json<{ data: { token: string; auth_header_name: string } }>();
    headers = { [body.data.auth_header_name]: body.data.token };
    const me = await app.inject({ method: 'POST', url: '/api/user/getUserData', headers });
    const userId = me.json<{ data: { userId: string } }>().data.userId;
    await walkedTo(running.server.database.db, userId, 'contact');
  });

  const pathsOfRefusal = async (values: object) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/updateUserData',
      headers,
      payload: { step: 'contact', ...values },
    });
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ data: { errors: { path: string }[] } }>().data.errors.map((e) => e.path);
  };

  it('names the field a property dependency asks for, where the form shows it', async () => {
    expect(await pathsOfRefusal({ phone: '+44 20 7946 0000' })).toEqual(['/callTime']);
  });

  it('names the required field, not the step', async () => {
    expect(await pathsOfRefusal({ callTime: 'mornings' })).toEqual(['/phone']);
  });
});
