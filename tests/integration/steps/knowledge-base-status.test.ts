import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsServer, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { startFixtureSite, type FixtureSite } from '../support/fixtureSite';
import { post, signedInAt, userData, type Reply } from './stepsHarness';
import { waitFor } from '../support/waitFor';

describe.each(databaseTargets())('the knowledge base import status on $name', (target) => {
  let site: FixtureSite;
  let running: AccountsServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = await startFixtureSite();
    // Beacon's flow (assisted) has the knowledge base step.
    running = await startAccountsServer(target, { BRAND: 'beacon', FETCH_ALLOW_LOOPBACK: 'true' });
    app = running.app;
  });
  afterAll(async () => {
    await running?.close();
    await site?.close();
  });

  const saveUrl = (headers: Record<string, string>, knowledgebaseURL: string) =>
    post(app, '/api/user/updateStep', headers, { knowledgebaseURL });
  const settledStatus = (headers: Record<string, string>) =>
    waitFor(async () => {
      const status = (await userData(app, headers)).knowledgebaseImportStatus;
      return status === 'importing' ? undefined : status;
    });

  it('is importing once the URL is saved, then imported', async () => {
    const { headers } = await signedInAt(running, 'import_knowledge_base', true);
    const res = await saveUrl(headers, site.helpUrl);
    expect(res.statusCode).toBe(200);
    expect(res.json<Reply>().data).toMatchObject({ knowledgebaseImportStatus: 'importing' });
    expect(await settledStatus(headers)).toBe('imported');
  });

  it('is failed when the help center cannot be read, and importing again when the URL is saved again', async () => {
    const { headers } = await signedInAt(running, 'import_knowledge_base', true);
    const missing = new URL('/no-such-help/', site.url).toString();
    expect((await saveUrl(headers, missing)).statusCode).toBe(200);
    expect(await settledStatus(headers)).toBe('failed');

    const retried = await saveUrl(headers, missing);
    expect(retried.json<Reply>().data).toMatchObject({ knowledgebaseImportStatus: 'importing' });
    expect(await settledStatus(headers)).toBe('failed');
  });

  it('cannot be set by a client', async () => {
    const { headers } = await signedInAt(running, 'import_knowledge_base', true);
    const res = await post(app, '/api/user/updateStep', headers, {
      knowledgebaseURL: site.helpUrl,
      knowledgebaseImportStatus: 'imported',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Reply>()).toMatchObject({ err: true });
  });
});
