import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configFilesOf } from '../../../server/configVersions/versions';
import type { DB } from '../../../server/db/schema';
import { signUp, startAccountsServer, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { OPERATOR_ENV, operatorToken } from '../support/studio';
import { walkedTo } from '../support/walkedTo';

/** A step an operator pastes in, one field per format a browser input fills. */
const APPOINTMENT_STEP = {
  $schema: '../meta/step.schema.json',
  title: 'steps.appointment.title',
  type: 'object',
  properties: {
    day: { type: 'string', format: 'date' },
    at: { type: 'string', format: 'time' },
    startsAt: { type: 'string', format: 'date-time' },
    contactEmail: { type: 'string', format: 'email' },
    website: { type: 'string', format: 'uri' },
    colour: { type: 'string', format: 'color' },
  },
};

/** What Chromium's date, time, datetime-local, email, url and color inputs give. */
const FROM_BROWSER_INPUTS = {
  day: '2026-11-28',
  at: '10:20',
  startsAt: '2026-11-28T10:20',
  contactEmail: 'ana@example.com',
  website: 'https://example.com/shop',
  colour: '#aabbcc',
};

async function publishAppointment(app: FastifyInstance, db: Kysely<DB>): Promise<void> {
  const headers = { authorization: `Bearer ${await operatorToken(app)}` };
  const versions = await app.inject({ method: 'GET', url: '/api/studio/versions', headers });
  const basedOn = versions.json<{ data: { liveVersionId: string } }>().data.liveVersionId;
  const files = await configFilesOf(db, basedOn);
  const flow = JSON.parse(files.get('schemas/flows/main.json')!) as { steps: object[] };
  flow.steps.splice(1, 0, {
    name: 'appointment',
    schema: 'appointment.json',
    progress: 15,
    submit: { call: 'updateUserData', fields: Object.keys(FROM_BROWSER_INPUTS), next: 'following' },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/studio/versions',
    headers,
    payload: {
      basedOn,
      note: 'Appointment',
      files: {
        'schemas/steps/appointment.json': JSON.stringify(APPOINTMENT_STEP),
        'schemas/flows/main.json': JSON.stringify(flow),
        'brands/default/locales/en.json': JSON.stringify({
          ...(JSON.parse(files.get('brands/default/locales/en.json')!) as object),
          'steps.appointment.title': 'When shall we call?',
        }),
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe.each(databaseTargets())('a step declaring string formats, saved on $name', (target) => {
  let running: AccountsServer;
  let app: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    running = await startAccountsServer(target, OPERATOR_ENV);
    app = running.app;
    await publishAppointment(app, running.server.database.db);
  });
  afterAll(() => running.close());

  beforeEach(async () => {
    const { res } = await signUp(app);
    const body = res.json<{ data: { token: string; auth_header_name: string } }>();
    headers = { [body.data.auth_header_name]: body.data.token };
    const me = await app.inject({ method: 'POST', url: '/api/user/getUserData', headers });
    const userId = me.json<{ data: { userId: string } }>().data.userId;
    await walkedTo(running.server.database.db, userId, 'appointment');
  });

  const save = (values: object) =>
    app.inject({
      method: 'POST',
      url: '/api/user/updateUserData',
      headers,
      payload: { step: 'appointment', ...values },
    });

  it('stores what the browser inputs give, with and without seconds', async () => {
    const res = await save(FROM_BROWSER_INPUTS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: object }>().data).toMatchObject(FROM_BROWSER_INPUTS);
    const withSeconds = await save({ at: '10:20:30', startsAt: '2026-11-28T10:20:30' });
    expect(withSeconds.statusCode, withSeconds.body).toBe(200);
  });

  it('refuses a value no such input gives, at its field, in the error envelope', async () => {
    const res = await save({ ...FROM_BROWSER_INPUTS, at: '25:20', colour: 'bluish' });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json<{ data: { errors: { path: string }[] } }>()
      .data.errors.map((e) => e.path);
    expect(paths.sort()).toEqual(['/at', '/colour']);
  });
});
