import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createFileStorage } from '../../../server/storage/createFileStorage';
import { randomStoredName, type FileStorage } from '../../../server/storage/fileStorage';
import { s3Client } from '../../../server/storage/s3Storage';
import type { S3StorageConfig } from '../../../server/storage/storageConfig';
import { startS3Server, type RunningS3Server } from '../support/s3Server';
import { tempDir } from '../support/server';

interface Adapter {
  name: string;
  start(): Promise<{ storage: FileStorage; stop(): Promise<void> }>;
}

/** Each adapter built the way the server builds it: from the environment, by createFileStorage. */
const adapters: Adapter[] = [
  {
    name: 'local disk',
    async start() {
      const dir = tempDir('onramp-storage-');
      const storage = await createFileStorage(loadConfig({ UPLOADS_DIR: dir.path }));
      return { storage, stop: async () => dir.remove() };
    },
  },
  {
    name: 'S3 (s3rver)',
    async start() {
      const s3 = await startS3Server();
      const storage = await createFileStorage(loadConfig(s3.env));
      return { storage, stop: () => s3.close() };
    },
  },
];

describe.each(adapters)('the $name storage adapter', (adapter) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, stop } = await adapter.start());
  });
  afterAll(() => stop?.());

  it('reads back the bytes it saved', async () => {
    const name = randomStoredName();
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await storage.save(name, bytes);
    expect(await storage.read(name)).toEqual(bytes);
  });

  it('overwrites a name saved again', async () => {
    const name = randomStoredName();
    await storage.save(name, Buffer.from('first'));
    await storage.save(name, Buffer.from('second'));
    expect((await storage.read(name))?.toString()).toBe('second');
  });

  it('answers undefined for a name it never saved, and for a name the server would not make', async () => {
    expect(await storage.read(randomStoredName())).toBeUndefined();
    expect(await storage.read('../secret.png')).toBeUndefined();
  });

  it('removes a file, and removing a missing one is not an error', async () => {
    const name = randomStoredName();
    await storage.save(name, Buffer.from('gone soon'));
    await storage.remove(name);
    expect(await storage.read(name)).toBeUndefined();
    await expect(storage.remove(name)).resolves.toBeUndefined();
  });

  it('refuses to write or remove under a name the server did not make', async () => {
    await expect(storage.save('../evil.png', Buffer.from('x'))).rejects.toThrow(/not a stored/);
    await expect(storage.remove('notes.txt')).rejects.toThrow(/not a stored/);
  });
});

describe('the S3 adapter', () => {
  let s3: RunningS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3?.close());

  it('stores each object as image/png', async () => {
    const config = loadConfig(s3.env);
    const name = randomStoredName();
    await (await createFileStorage(config)).save(name, Buffer.from('png bytes'));
    const settings = (config.storage as { s3: S3StorageConfig }).s3;
    const head = await s3Client(settings).send(
      new HeadObjectCommand({ Bucket: settings.bucket, Key: name }),
    );
    expect(head.ContentType).toBe('image/png');
  });

  it('fails loudly on a bucket that does not exist, rather than answer every file missing', async () => {
    const storage = await createFileStorage(loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' }));
    await expect(storage.read(randomStoredName())).rejects.toThrow(/bucket/i);
  });
});
