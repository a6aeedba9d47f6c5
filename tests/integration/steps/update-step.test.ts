import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsServer, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { startFixtureSite, type FixtureSite } from '../support/fixtureSite';
import { post, signedIn, signedInAt, userData, type Reply } from './stepsHarness';
import { waitFor } from '../support/waitFor';

interface Question {
  id: string;
  questionTitle: string;
  questionValue: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(databaseTargets())('POST /user/updateStep on $name', (target) => {
  let site: FixtureSite;
  let running: AccountsServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = await startFixtureSite();
    // Beacon's flow (assisted) has the knowledge base and training steps.
    running = await startAccountsServer(target, { BRAND: 'beacon', FETCH_ALLOW_LOOPBACK: 'true' });
    app = running.app;
  });
  afterAll(async () => {
    await running?.close();
    await site?.close();
  });

  const updateStep = (headers: Record<string, string>, payload: object) =>
    post(app, '/api/user/updateStep', headers, payload);

  it('saves the knowledge base URL, moves on, and imports its pages as plain text', async () => {
    const { headers, userId } = await signedInAt(running, 'import_knowledge_base', true);
    const res = await updateStep(headers, {
      knowledgebaseURL: site.helpUrl,
      sessionIdentifier: 's',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<Reply>();
    expect(body).toMatchObject({ err: false, status_code: 'ok' });
    expect(body.data).toMatchObject({ knowledgebaseURL: site.helpUrl, stepName: 'train_bot' });
    // The step's submit.next names itself: the wizard stays to show the import.
    expect(body.data).toMatchObject({ nextStepName: 'import_knowledge_base' });

    const db = running.server.database.db;
    const docs = await waitFor(async () => {
      const rows = await db
        .selectFrom('knowledge_documents')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('url')
        .execute();
      return rows.length >= 3 ? rows : undefined;
    });
    expect(docs.map((d) => new URL(d.url).pathname)).toEqual([
      '/help/',
      '/help/refunds',
      '/help/servicing',
    ]);
    const refunds = docs.find((d) => d.url.endsWith('/help/refunds'))!;
    expect(refunds).toMatchObject({
      title: 'Refunds and returns',
      tenant_id: null,
      source_url: site.helpUrl,
    });
    expect(refunds.body).toContain('You can return a bicycle within 30 days for a full refund.');
    expect(docs[0]!.body).not.toContain('do not import me');
    expect(docs.every((d) => !/[<>]/.test(d.body))).toBe(true);

    const { rows } = await sql<{ url: string }>`
      SELECT url FROM knowledge_documents
      WHERE user_id = ${userId}
        AND to_tsvector('english', title || ' ' || body) @@ plainto_tsquery('english', 'refunded bicycles')`.execute(
      db,
    );
    expect(rows.map((r) => new URL(r.url).pathname)).toEqual(['/help/refunds']);
  });

  it('files pages imported after the workspace was built under that tenant, for its bot', async () => {
    const { headers, userId } = await signedInAt(running, 'tenant_building_loader', true);
    const db = running.server.database.db;
    const tenant = await db
      .insertInto('tenants')
      .values({
        subdomain: `kb-${userId.slice(0, 8)}`,
        owner_user_id: userId,
        name: 'Bikes',
        plan: JSON.stringify({ planId: 'byte_monthly' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await updateStep(headers, { knowledgebaseURL: site.helpUrl })).statusCode).toBe(200);
    const docs = await waitFor(async () => {
      const rows = await db
        .selectFrom('knowledge_documents')
        .select(['tenant_id'])
        .where('user_id', '=', userId)
        .execute();
      return rows.length >= 3 ? rows : undefined;
    });
    expect(new Set(docs.map((d) => d.tenant_id))).toEqual(new Set([tenant.id]));
  });

  it('refuses an invalid knowledge base URL with the step message and saves nothing', async () => {
    const { headers } = await signedInAt(running, 'import_knowledge_base', true);
    const res = await updateStep(headers, { knowledgebaseURL: 'not a url' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Reply<{ errors: unknown[] }>>().data.errors).toEqual([
      { path: '/knowledgebaseURL', message: { id: 'validation.knowledgeBase.url' } },
    ]);
    expect((await userData(app, headers)).knowledgebaseURL).toBeNull();
  });

  it('gives new questions server ids, keeps known ones, drops empty and removed pairs', async () => {
    const { headers } = await signedInAt(running, 'train_bot', true);
    const first = await updateStep(headers, {
      customQuestions: [
        {
          id: 'client-1',
          questionTitle: ' Do you ship abroad? ',
          questionValue: 'Yes, to the EU.',
        },
        { questionTitle: 'Opening hours?', questionValue: '9 to 5.' },
        { id: 'client-3', questionTitle: '', questionValue: '' },
      ],
      removedQuestionIds: [],
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json<Reply<{ customQuestions: Question[] }>>().data.customQuestions;
    expect(saved).toHaveLength(2);
    expect(saved.every((q) => UUID.test(q.id))).toBe(true);
    expect(saved[0]).toMatchObject({
      questionTitle: 'Do you ship abroad?',
      questionValue: 'Yes, to the EU.',
    });

    const [shipping, hours] = saved as [Question, Question];
    const second = await updateStep(headers, {
      customQuestions: [
        { ...shipping, questionValue: 'Yes, worldwide.' },
        { questionTitle: 'Do you repair?', questionValue: 'Every make.' },
      ],
      removedQuestionIds: [hours.id],
    });
    const now = second.json<Reply<{ customQuestions: Question[]; stepName: string }>>().data;
    expect(now.customQuestions.map((q) => [q.id === shipping.id, q.questionValue])).toEqual([
      [true, 'Yes, worldwide.'],
      [false, 'Every make.'],
    ]);
    expect(now.stepName).not.toBe('train_bot');
    expect(second.json<Reply<{ nextStepName: string }>>().data.nextStepName).toBe(now.stepName);
  });

  it('needs at least one complete question and answer', async () => {
    const { headers } = await signedInAt(running, 'train_bot', true);
    const res = await updateStep(headers, {
      customQuestions: [{ questionTitle: 'Only a question', questionValue: '' }],
      removedQuestionIds: [],
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json<Reply>().data)).toContain('validation.trainBot.atLeastOne');
  });

  it.each([
    ['neither part', {}],
    ['both parts', { knowledgebaseURL: 'https://help.example.com', customQuestions: [] }],
    ['an unknown field', { knowledgebaseURL: 'https://help.example.com', stepName: 'payment' }],
    ['another user', { knowledgebaseURL: 'https://help.example.com', userId: 'someone-else' }],
  ])('refuses a body with %s', async (_case, payload) => {
    const { headers } = await signedIn(app, true);
    const res = await updateStep(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<Reply>().err).toBe(true);
  });
});

describe('POST /user/updateStep for a flow without those steps', () => {
  let running: AccountsServer;
  beforeAll(async () => {
    running = await startAccountsServer(databaseTargets()[0]!);
  });
  afterAll(() => running?.close());

  it('validates against the step schema and stores the data, leaving stepName alone', async () => {
    const { headers } = await signedIn(running.app);
    const res = await post(running.app, '/api/user/updateStep', headers, {
      customQuestions: [{ questionTitle: 'Hours?', questionValue: 'Always.' }],
      removedQuestionIds: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Reply>().data).toMatchObject({
      stepName: 'business_category',
      nextStepName: null,
    });
    const bad = await post(running.app, '/api/user/updateStep', headers, { knowledgebaseURL: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});
