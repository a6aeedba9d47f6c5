import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configFilesOf } from '../../../server/configVersions/versions';
import type { DB } from '../../../server/db/schema';
import { signUp, startAccountsServer, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { OPERATOR_ENV, operatorToken } from '../support/studio';
import { walkedTo } from '../support/walkedTo';

/** A step as people publish JSON Schema: plain titles, no errorMessage anywhere. */
const SHOP_STEP = {
  $schema: '../meta/step.schema.json',
  title: 'Your shop',
  type: 'object',
  required: ['shopName', 'contactEmail'],
  properties: {
    shopName: { type: 'string', title: 'Shop name', minLength: 2 },
    contactEmail: { type: 'string', title: 'Contact email', format: 'email' },
    address: {
      type: 'object',
      title: 'Address',
      required: ['city'],
      properties: { city: { type: 'string', title: 'City' } },
    },
    tags: {
      type: 'array',
      title: 'Tags',
      items: { type: 'string', title: 'Tag', maxLength: 10 },
    },
  },
};

async function publishShop(app: FastifyInstance, db: Kysely<DB>): Promise<void> {
  const headers = { authorization: `Bearer ${await operatorToken(app)}` };
  const versions = await app.inject({ method: 'GET', url: '/api/studio/versions', headers });
  const basedOn = versions.json<{ data: { liveVersionId: string } }>().data.liveVersionId;
  const files = await configFilesOf(db, basedOn);
  const flow = JSON.parse(files.get('schemas/flows/main.json')!) as { steps: object[] };
  flow.steps.splice(1, 0, {
    name: 'shop',
    schema: 'shop.json',
    progress: 15,
    submit: { call: 'updateUserData', next: 'following' },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/studio/versions',
    headers,
    payload: {
      basedOn,
      note: 'Shop',
      files: {
        'schemas/steps/shop.json': JSON.stringify(SHOP_STEP),
        'schemas/flows/main.json': JSON.stringify(flow),
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe.each(databaseTargets())('a plain step refused on $name', (target) => {
  let running: AccountsServer;
  let app: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    running = await startAccountsServer(target, OPERATOR_ENV);
    app = running.app;
    await publishShop(app, running.server.database.db);
  });
  afterAll(() => running.close());

  beforeEach(async () => {
    const { res } = await signUp(app);
    const body = res.json<{ data: { token: string; auth_header_name: string } }>();
    headers = { [body.data.auth_header_name]: body.data.token };
    const me = await app.inject({ method: 'POST', url: '/api/user/getUserData', headers });
    const userId = me.json<{ data: { userId: string } }>().data.userId;
    await walkedTo(running.server.database.db, userId, 'shop');
  });

  const refusal = async (values: object) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/updateUserData',
      headers,
      payload: { step: 'shop', ...values },
    });
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ data: { errors: { path: string; message: unknown }[] } }>().data.errors;
  };

  it("names each refused field with the engine's message key and its parameters, never Ajv's words", async () => {
    const errors = await refusal({
      shopName: 'A',
      contactEmail: 'not-an-email',
      address: {},
      tags: ['ok', 'far too long a tag'],
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          path: '/shopName',
          message: { id: 'validation.default.minLength', params: { count: 2 } },
        },
        { path: '/contactEmail', message: { id: 'validation.default.format.email' } },
        { path: '/address/city', message: { id: 'validation.default.required' } },
        { path: '/tags/1', message: { id: 'validation.default.maxLength', params: { count: 10 } } },
      ]),
    );
    expect(errors).toHaveLength(4);
  });

  it('names a missing required field at that field', async () => {
    expect(await refusal({ shopName: 'Sonne' })).toEqual([
      { path: '/contactEmail', message: { id: 'validation.default.required' } },
    ]);
  });
});
