import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDir } from './support/server';

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
