import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBundleOptions } from '../../../scripts/serverBundle';
import { loadConfig } from '../../../server/config';
import { randomStoredName } from '../../../server/storage/fileStorage';
import { s3Client } from '../../../server/storage/s3Storage';
import type { S3StorageConfig } from '../../../server/storage/storageConfig';
import { databaseTargets } from '../support/databases';
import { startS3Server, type RunningS3Server } from '../support/s3Server';
import { tempDir } from '../support/server';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';

/**
 * The bundle as `npm run build` makes it, run with STORAGE_DRIVER=s3: the S3 adapter, loaded only
 * then from a file of its own, serves a logo that is in the bucket and nowhere else.
 */
describe('the bundled server with STORAGE_DRIVER=s3', () => {
  // Beside build/server, so that the bundle finds node_modules as the real one does.
  const outdir = `build/server-s3-test-${randomBytes(4).toString('hex')}`;
  const dataDir = tempDir('onramp-bundled-s3-');
  const target = databaseTargets().at(-1)!;
  let s3: RunningS3Server;
  let server: ServerProcess | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    await build({ ...serverBundleOptions, outdir, logLevel: 'error' });
    s3 = await startS3Server();
    const { databaseUrl, drop } = await target.create();
    dropDatabase = drop;
    server = await startServerProcess(
      {
        ...s3.env,
        LOG_LEVEL: 'warn',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir.path }),
        UPLOADS_DIR: dataDir.path,
      },
      `${outdir}/main.mjs`,
    );
  }, 180_000);
  afterAll(async () => {
    server?.process.kill('SIGTERM');
    await server?.exited;
    await s3?.close();
    await dropDatabase?.();
    dataDir.remove();
    rmSync(outdir, { recursive: true, force: true });
  });

  it('serves a logo put straight into the bucket, and answers one not there with the 404 envelope', async () => {
    const settings = (loadConfig(s3.env).storage as { s3: S3StorageConfig }).s3;
    const name = randomStoredName();
    const bytes = randomBytes(64);
    await s3Client(settings).send(
      new PutObjectCommand({ Bucket: settings.bucket, Key: name, Body: bytes }),
    );

    const found = await fetch(`${server!.url}/uploads/${name}`);
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await found.arrayBuffer())).toEqual(bytes);

    const missing = await fetch(`${server!.url}/uploads/${randomStoredName()}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ err: true, status_code: 'file_not_found' });
  });
});
