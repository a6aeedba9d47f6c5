import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../../server/jobs/queue';
import type { Database } from '../../../server/db/database';
import { buildTestApp } from '../support/server';
import { ACCOUNT_TEST_ENV, authHeaders, postJson, signedUpUser } from './harness';

/** A job queue that is down: every send fails, as when pg-boss cannot reach its schema. */
const brokenQueue: JobQueue = {
  send: async () => {
    throw new Error('queue unavailable');
  },
  wake: () => {},
  hasLiveJob: async () => {
    throw new Error('queue unavailable');
  },
  stop: async () => {},
};

describe('when a mail cannot be queued', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    ({ app, database } = await buildTestApp(ACCOUNT_TEST_ENV, brokenQueue));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('still signs the user up: the verification mail waits in the outbox', async () => {
    const { userId } = await signedUpUser(app);
    const rows = await database.db
      .selectFrom('mail_outbox')
      .innerJoin('users', 'users.email', 'mail_outbox.to_address')
      .select('mail_outbox.status')
      .where('users.id', '=', userId)
      .execute();
    expect(rows).toEqual([{ status: 'queued' }]);
  });

  it('answers forgotPassword with EMAIL_NOT_SENT', async () => {
    const { fields } = await signedUpUser(app);
    const res = await postJson(app, '/api/user/forgotPassword', {
      email: fields.email,
      tenantId: '',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      err: true,
      status_code: 'EMAIL_NOT_SENT',
      msg: 'Failed To Send Email!',
    });
  });

  it('answers forgotDomain with EMAIL_NOT_SENT', async () => {
    const { fields } = await signedUpUser(app);
    const res = await postJson(app, '/api/user/forgotDomain', { email: fields.email });
    expect(res.json()).toMatchObject({ err: true, status_code: 'EMAIL_NOT_SENT' });
  });

  it('answers resendVerificationEmail with EMAIL_NOT_SENT', async () => {
    const { token } = await signedUpUser(app);
    const res = await postJson(
      app,
      '/api/user/resendVerificationEmail',
      {},
      { headers: authHeaders(token) },
    );
    expect(res.json()).toMatchObject({ err: true, status_code: 'EMAIL_NOT_SENT' });
  });
});
