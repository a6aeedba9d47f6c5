import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_EMBEDDED_SHARED_BUFFERS_MB,
  startEmbeddedPostgres,
} from '../../server/db/embedded';
import { startTestServer, tempDir } from './support/server';

const noCrash = (error: Error) => {
  throw error;
};

/** How late a 50 ms timer on this thread fires while `work` runs, and how long `work` took. */
async function timerLagDuring(
  work: () => Promise<unknown>,
): Promise<{ lag: number; took: number }> {
  const started = Date.now();
  const timer = new Promise<number>((resolve) =>
    setTimeout(() => resolve(Date.now() - started - 50), 50),
  );
  await work();
  const took = Date.now() - started;
  return { lag: await timer, took };
}

describe('the embedded database on disk', () => {
  const dataDir = tempDir('onramp-persist-');
  afterAll(() => dataDir.remove());

  it('keeps its rows when the server restarts on the same data directory', async () => {
    const first = await startTestServer({ DATA_DIR: dataDir.path });
    await first.database.db
      .insertInto('mail_outbox')
      .values({
        kind: 'test',
        to_address: 'keep@example.com',
        from_address: 'a@b.c',
        subject: 'kept',
        text_body: 't',
        html_body: 'h',
        links: '[]',
        last_error: null,
        message_id: null,
        sent_at: null,
      })
      .execute();
    await first.close();

    const second = await startTestServer({ DATA_DIR: dataDir.path });
    try {
      const rows = await second.database.db
        .selectFrom('mail_outbox')
        .select(['subject'])
        .where('to_address', '=', 'keep@example.com')
        .execute();
      expect(rows).toEqual([{ subject: 'kept' }]);
    } finally {
      await second.close();
    }
  });

  it('refuses a second server on a data directory that is in use', async () => {
    const running = await startTestServer({ DATA_DIR: dataDir.path });
    try {
      await expect(startTestServer({ DATA_DIR: dataDir.path })).rejects.toThrow(
        /is in use by process/,
      );
    } finally {
      await running.close();
    }
  });
});

describe('the embedded database engine', () => {
  it('runs queries off the server thread: a long query does not hold up its timers and requests', async () => {
    const engine = await startEmbeddedPostgres(undefined, noCrash);
    const client = new pg.Client(engine.connectionString);
    await client.connect();
    try {
      const { lag, took } = await timerLagDuring(() =>
        client.query('SELECT count(*) FROM generate_series(1, 3000000) AS g(i) WHERE i % 7 = 3'),
      );
      // On the server's thread the timer would wait for the whole query.
      expect(took).toBeGreaterThan(200);
      expect(lag).toBeLessThan(took / 3);
    } finally {
      await client.end();
      await engine.stop();
    }
  });

  it('sizes its page cache as told, and to the default otherwise, on the same directory', async () => {
    const dataDir = tempDir('onramp-engine-');
    const sharedBuffers = async (sizeMb?: number) => {
      const engine = await startEmbeddedPostgres(dataDir.path, noCrash, {
        sharedBuffersMb: sizeMb,
      });
      const client = new pg.Client(engine.connectionString);
      await client.connect();
      try {
        return (await client.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]!
          .shared_buffers;
      } finally {
        await client.end();
        await engine.stop();
      }
    };
    try {
      expect(await sharedBuffers()).toBe(`${DEFAULT_EMBEDDED_SHARED_BUFFERS_MB}MB`);
      expect(await sharedBuffers(16)).toBe('16MB');
      expect(await sharedBuffers(128)).toBe('128MB');
    } finally {
      dataDir.remove();
    }
  });

  it('prepares a directory before serving it: what the preparation wrote is served, and a failed one leaves the directory free', async () => {
    const dataDir = tempDir('onramp-engine-');
    const prepared: string[] = [];
    const createTable = async (connectionString: string) => {
      prepared.push(connectionString);
      const client = new pg.Client(connectionString);
      await client.connect();
      try {
        await client.query('CREATE TABLE IF NOT EXISTS prepared (note text)');
        await client.query("INSERT INTO prepared VALUES ('written before serving')");
      } finally {
        await client.end();
      }
      return true;
    };
    try {
      const engine = await startEmbeddedPostgres(dataDir.path, noCrash, { prepare: createTable });
      const client = new pg.Client(engine.connectionString);
      await client.connect();
      try {
        const { rows } = await client.query('SELECT note FROM prepared');
        expect(rows).toEqual([{ note: 'written before serving' }]);
        expect(prepared).toHaveLength(1);
      } finally {
        await client.end();
        await engine.stop();
      }

      const failing = async () => {
        throw new Error('migration 0099 failed');
      };
      await expect(
        startEmbeddedPostgres(dataDir.path, noCrash, { prepare: failing }),
      ).rejects.toThrow('migration 0099 failed');
      const again = await startEmbeddedPostgres(dataDir.path, noCrash);
      await again.stop();
    } finally {
      dataDir.remove();
    }
  });

  it('reports a data directory it cannot open at start, and leaves the directory free', async () => {
    const dataDir = tempDir('onramp-engine-');
    try {
      writeFileSync(join(dataDir.path, 'pglite'), 'not a database directory');
      await expect(startEmbeddedPostgres(dataDir.path, noCrash)).rejects.toThrow(
        /The embedded database could not start/,
      );
      const blocked = join(dataDir.path, 'pglite');
      rmSync(blocked);
      mkdirSync(blocked);
      const engine = await startEmbeddedPostgres(dataDir.path, noCrash);
      await engine.stop();
    } finally {
      dataDir.remove();
    }
  });
});
