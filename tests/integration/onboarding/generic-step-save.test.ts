import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startAccountsServer, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { tempDir } from '../support/server';
import { walkedTo } from '../support/walkedTo';

interface Reply {
  err: boolean;
  status_code: string;
  data: Record<string, unknown> & {
    stepName: string;
    nextStepName?: string | null;
    errors?: { path: string; message: { id: string; params?: Record<string, unknown> } }[];
  };
}

async function signedInUser(
  app: FastifyInstance,
  botCheckOff = true,
): Promise<{ headers: Record<string, string>; userId: string }> {
  // Beacon runs with its bot check off; the default brand's ALTCHA is solved by the harness.
  const { res } = await signUp(app, botCheckOff ? { gRecaptchaToken: '' } : {});
  expect(res.statusCode).toBe(200);
  const body = res.json<{ data: { token: string; auth_header_name: string; userId?: string } }>();
  const headers = { [body.data.auth_header_name]: body.data.token };
  const me = await app.inject({
    method: 'POST',
    url: '/api/user/getUserData',
    headers,
    payload: {},
  });
  return { headers, userId: me.json<Reply>().data.userId as string };
}

const save = (app: FastifyInstance, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/api/user/updateUserData', headers, payload });

describe.each(databaseTargets())('the generic step save on $name', (target) => {
  let running: AccountsServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    // Beacon's flow has team_size, a step with no code of its own.
    running = await startAccountsServer(target, { BRAND: 'beacon' });
    app = running.app;
  });
  afterAll(() => running.close());

  it('stores an operator-added step and returns it with the user data, moving stepName on', async () => {
    const { headers } = await signedInUser(app);
    const category = await save(app, headers, {
      step: 'business_category',
      businessCategory: { name: 'SaaS' },
    });
    expect(category.statusCode).toBe(200);
    expect(category.json<Reply>().data).toMatchObject({
      stepName: 'team_size',
      nextStepName: 'team_size',
    });

    const res = await save(app, headers, { step: 'team_size', teamSize: 12, teamRole: 'sales' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Reply>().data).toMatchObject({
      teamSize: 12,
      teamRole: 'sales',
      stepName: 'email_verification',
      nextStepName: 'email_verification',
    });

    const reloaded = await app.inject({
      method: 'POST',
      url: '/api/user/getUserData',
      headers,
      payload: {},
    });
    expect(reloaded.json<Reply>().data).toMatchObject({
      teamSize: 12,
      teamRole: 'sales',
      businessCategory: { name: 'SaaS' },
    });
  });

  it('replies the step the wizard opens next, by the brand’s category route', async () => {
    const { headers } = await signedInUser(app);
    const category = await save(app, headers, {
      step: 'business_category',
      businessCategory: { name: 'Technical Services' },
    });
    expect(category.statusCode).toBe(200);
    // Beacon routes Technical Services past team_size and campaign_usecase.
    expect(category.json<Reply>().data).toMatchObject({
      stepName: 'email_verification',
      nextStepName: 'email_verification',
    });
  });

  it('finds the step from the fields when the body does not name it', async () => {
    const { headers, userId } = await signedInUser(app);
    const res = await save(app, headers, {
      userId,
      businessCategory: { name: 'Other', description: 'Bakery' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Reply>().data.businessCategory).toEqual({
      name: 'Other',
      description: 'Bakery',
    });
  });

  it('refuses a step the user has not reached with step_not_reached, and writes nothing', async () => {
    const { headers } = await signedInUser(app);
    const res = await save(app, headers, { step: 'team_size', teamSize: 3, teamRole: 'sales' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      err: true,
      status_code: 'step_not_reached',
      msg: 'Please finish the earlier steps first.',
      msg_ref: { id: 'wizard.stepNotReached', params: { stepName: 'team_size' } },
      data: { stepName: 'team_size' },
    });
    const me = await app.inject({
      method: 'POST',
      url: '/api/user/getUserData',
      headers,
      payload: {},
    });
    expect(me.json<Reply>().data).toMatchObject({ stepName: 'business_category' });
    expect(me.json<Reply>().data).not.toHaveProperty('teamSize');
  });

  it('refuses team_size to a Technical Services user, whose category route jumps it', async () => {
    const { headers, userId } = await signedInUser(app);
    await save(app, headers, {
      step: 'business_category',
      businessCategory: { name: 'Technical Services' },
    });
    await walkedTo(running.server.database.db, userId, 'stages');
    const res = await save(app, headers, { step: 'team_size', teamSize: 3, teamRole: 'sales' });
    expect(res.statusCode).toBe(409);
    expect(res.json<Reply>().status_code).toBe('step_not_reached');
  });

  it('refuses data that breaks the step schema with its message keys, and writes nothing', async () => {
    const { headers, userId } = await signedInUser(app);
    await walkedTo(running.server.database.db, userId, 'team_size');
    const res = await save(app, headers, { step: 'team_size', teamSize: 0, teamRole: 'sales' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Reply>()).toMatchObject({ err: true, status_code: 'validation_failed' });
    expect(res.json<Reply>().data.errors).toEqual([
      { path: '/teamSize', message: { id: 'validation.team_size.teamSizeRange' } },
    ]);
    const me = await app.inject({
      method: 'POST',
      url: '/api/user/getUserData',
      headers,
      payload: {},
    });
    expect(me.json<Reply>().data).not.toHaveProperty('teamRole');
  });

  it('refuses a field the step does not have, and a step the flow does not have', async () => {
    const { headers, userId } = await signedInUser(app);
    await walkedTo(running.server.database.db, userId, 'team_size');
    const extra = await save(app, headers, {
      step: 'team_size',
      teamSize: 3,
      teamRole: 'sales',
      isEmailVerified: true,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<Reply>().data.errors).toEqual([
      { path: '/isEmailVerified', message: { id: 'validation.unknownField' } },
    ]);
    const unknownStep = await save(app, headers, { step: 'no_such_step', a: 1 });
    expect(unknownStep.statusCode).toBe(400);
    expect(unknownStep.json<Reply>().status_code).toBe('unknown_step');
  });

  it('refuses a body naming another user, and a request with no session', async () => {
    const { headers } = await signedInUser(app);
    const other = await save(app, headers, {
      userId: '00000000-0000-0000-0000-000000000000',
      businessCategory: { name: 'SaaS' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json<Reply>().status_code).toBe('user_mismatch');
    const anonymous = await save(app, {}, { step: 'team_size', teamSize: 3, teamRole: 'sales' });
    expect(anonymous.statusCode).toBe(403);
  });
});

describe('a flow file with two steps swapped', () => {
  const root = tempDir('onramp-swapped-');
  let running: AccountsServer;

  beforeAll(async () => {
    const repo = join(__dirname, '../../..');
    for (const folder of ['schemas', 'brands'])
      cpSync(join(repo, folder), join(root.path, folder), { recursive: true });
    mkdirSync(join(root.path, 'dist'), { recursive: true });
    const flowFile = join(root.path, 'schemas/flows/main.json');
    const flow = JSON.parse(readFileSync(flowFile, 'utf8')) as { steps: { name: string }[] };
    const at = (name: string) => flow.steps.findIndex((s) => s.name === name);
    const [stages, website] = [at('stages'), at('website_url')];
    [flow.steps[stages], flow.steps[website]] = [flow.steps[website]!, flow.steps[stages]!];
    writeFileSync(flowFile, JSON.stringify(flow));
    running = await startAccountsServer(databaseTargets()[0]!, { ONRAMP_ROOT: root.path });
  });
  afterAll(async () => {
    await running.close();
    root.remove();
  });

  it('makes the server store the new order, with no code change', async () => {
    const { headers, userId } = await signedInUser(running.app, false);
    await walkedTo(running.server.database.db, userId, 'generate_campaign');
    const res = await save(running.app, headers, {
      step: 'generate_campaign',
      campaignPrompt: 'Welcome mail',
      graphicThemePreference: 'lineArt',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Reply>().data).toMatchObject({
      stepName: 'website_url',
      nextStepName: 'website_url',
    });
  });
});
