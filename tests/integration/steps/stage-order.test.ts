import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsServer, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { post, signedInAt, userData, type Reply } from './stepsHarness';

describe.each(databaseTargets())('the order of stage days on $name', (target) => {
  let running: AccountsServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    running = await startAccountsServer(target);
    app = running.app;
  });
  afterAll(() => running?.close());

  const saveStages = (headers: Record<string, string>, stages: object[]) =>
    post(app, '/api/user/updateUserData', headers, { step: 'stages', stages });

  it('refuses a stage that comes fewer days after the first than the stage before it, naming each one', async () => {
    const { headers } = await signedInAt(running, 'stages');
    const before = await userData(app, headers);
    const res = await saveStages(headers, [
      { name: 'Lead', duration: 0 },
      { name: 'Demo', duration: 20 },
      { name: 'Proposal', duration: 9 },
      { name: 'Won', duration: 31 },
      { name: 'Fan', duration: 30 },
    ]);
    expect(res.statusCode).toBe(400);
    const body = res.json<Reply<{ errors: { path: string; message: { id: string } }[] }>>();
    expect(body).toMatchObject({
      err: true,
      status_code: 'validation_failed',
      msg: 'Each stage comes at least as many days after the first stage as the stage before it.',
      msg_ref: { id: 'errors.stagesDurationOrder' },
    });
    expect(body.data.errors).toEqual([
      { path: '/stages/2/duration', message: { id: 'validation.stages.durationOrder' } },
      { path: '/stages/4/duration', message: { id: 'validation.stages.durationOrder' } },
    ]);
    const after = await userData(app, headers);
    expect(after.stages).toEqual(before.stages);
    expect(after.stepName).toBe(before.stepName);
  });

  it('takes stages on the same day, one after the other', async () => {
    const { headers } = await signedInAt(running, 'stages');
    const stages = [
      { name: 'Prospect', duration: 0 },
      { name: 'Closed lost', duration: 40 },
      { name: 'Closed won', duration: 40 },
    ];
    const res = await saveStages(headers, stages);
    expect(res.statusCode).toBe(200);
    expect((await userData(app, headers)).stages).toEqual(stages);
  });
});
