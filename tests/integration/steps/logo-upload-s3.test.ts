import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsServer, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { fixtureLogoPng } from '../support/fixtureSite';
import { startS3Server, type RunningS3Server } from '../support/s3Server';
import { tempDir } from '../support/server';
import { signedInAt, uploadLogo, type Reply } from './stepsHarness';

/**
 * Two nodes with STORAGE_DRIVER=s3 sharing one bucket on a real S3-compatible server (s3rver):
 * a logo uploaded through one is served by both, over HTTP.
 */
describe.each(databaseTargets())('logos kept in an S3 bucket, on $name', (target) => {
  let s3: RunningS3Server;
  let first: AccountsServer;
  let second: AccountsServer;
  // Each node its own (unused) disk directory: only the bucket can share a logo between them.
  const firstUploads = tempDir('onramp-unused-uploads-');
  const secondUploads = tempDir('onramp-unused-uploads-');

  beforeAll(async () => {
    s3 = await startS3Server();
    first = await startAccountsServer(target, { ...s3.env, UPLOADS_DIR: firstUploads.path });
    second = await startAccountsServer(target, { ...s3.env, UPLOADS_DIR: secondUploads.path });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await s3?.close();
    firstUploads.remove();
    secondUploads.remove();
  });

  const served = (node: AccountsServer, url: string) => fetch(new URL(url, node.server.url));

  it('serves an uploaded logo from every node, bytes and type as stored, and writes nothing to disk', async () => {
    const { headers } = await signedInAt(first, 'brand_setup');
    const res = await uploadLogo(first.app, headers, await fixtureLogoPng());
    expect(res.statusCode).toBe(200);
    const url = res.json<Reply<string>>().data;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

    const fromFirst = await served(first, url);
    const fromSecond = await served(second, url);
    for (const reply of [fromFirst, fromSecond]) {
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/png');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const bytes = Buffer.from(await fromFirst.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(Buffer.from(await fromSecond.arrayBuffer())).toEqual(bytes);
    expect(readdirSync(firstUploads.path)).toEqual([]);
  });

  it('removes a deleted logo from the bucket, so no node serves it any more', async () => {
    const { headers } = await signedInAt(first, 'brand_setup');
    const before = (await uploadLogo(first.app, headers, await fixtureLogoPng())).json<
      Reply<string>
    >().data;
    expect((await served(second, before)).status).toBe(200);
    const deleted = await first.app.inject({ method: 'DELETE', url: '/api/deleteLogo', headers });
    expect(deleted.statusCode).toBe(200);
    expect((await served(second, before)).status).toBe(404);
  });

  it('answers a logo that is not in the bucket with the 404 envelope', async () => {
    const reply = await served(second, `/uploads/${'0'.repeat(32)}.png`);
    expect(reply.status).toBe(404);
    expect(await reply.json()).toMatchObject({ err: true, status_code: 'file_not_found' });
  });
});
