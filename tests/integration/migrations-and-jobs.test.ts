import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrations } from '../../server/db/migrations';
import { jobSqlIn } from '../../server/jobs/inTransaction';
import { startJobQueue, type JobQueue } from '../../server/jobs/queue';
import { deliverMailJob } from '../../server/mail/deliverJob';
import { DELIVER_MAIL_JOB, insertOutboxMail, queueMail } from '../../server/mail/outbox';
import { requeueUnsentMail } from '../../server/mail/requeueUnsentMail';
import { sql } from 'kysely';
import type { MailTransport } from '../../server/mail/transport';
import { databaseTargets, type DatabaseTarget } from './support/databases';
import { waitFor } from './support/waitFor';

const mail = {
  kind: 'test',
  to: 'owner@example.com',
  from: 'Onramp <no-reply@onramp.example>',
  subject: 'Hello',
  text: 'Hi',
  html: '<p>Hi</p>',
  links: ['http://localhost/x'],
};

/** A fresh database with the mail job's worker polling every `pollingIntervalSeconds`, recording what it sends. */
async function withMailQueue(
  target: DatabaseTarget,
  pollingIntervalSeconds: number,
  run: (queue: { database: Database; jobs: JobQueue; sent: string[] }) => Promise<void>,
): Promise<void> {
  const { databaseUrl, drop } = await target.create();
  const database = await openDatabase({ databaseUrl });
  const sent: string[] = [];
  const transport: MailTransport = {
    kind: 'outbox',
    async send(message) {
      sent.push(message.to);
      return { messageId: `<${sent.length}@test>` };
    },
  };
  const jobs = await startJobQueue(
    database.connectionString,
    [deliverMailJob(database.db, transport)],
    pino({ level: 'silent' }),
    { pollingIntervalSeconds },
  );
  try {
    await run({ database, jobs, sent });
  } finally {
    await jobs.stop();
    await database.close();
    await drop();
  }
}

describe.each(databaseTargets())('on $name', (target) => {
  it('runs every migration once and records it', async () => {
    const { databaseUrl, drop } = await target.create();
    const database = await openDatabase({ databaseUrl });
    try {
      const applied = await database.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect(applied.map((r) => (r as { name: string }).name)).toEqual(Object.keys(migrations));
    } finally {
      await database.close();
      await drop();
    }
  });

  it('delivers a queued mail through the pg-boss job, once, retrying after a failure', async () => {
    const { databaseUrl, drop } = await target.create();
    const database = await openDatabase({ databaseUrl });
    const sent: string[] = [];
    let failuresLeft = 1;
    const flakyTransport: MailTransport = {
      kind: 'outbox',
      async send(message) {
        if (failuresLeft-- > 0) throw new Error('SMTP unavailable');
        sent.push(message.to);
        return { messageId: `<${sent.length}@test>` };
      },
    };
    const definition = { ...deliverMailJob(database.db, flakyTransport), retryDelaySeconds: 1 };
    const jobs = await startJobQueue(
      database.connectionString,
      [definition],
      pino({ level: 'silent' }),
      { pollingIntervalSeconds: 0.5 },
    );
    try {
      const id = await queueMail(database.db, jobs, mail);
      const row = await waitFor(async () => {
        const r = await database.db
          .selectFrom('mail_outbox')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        return r?.status === 'sent' ? r : undefined;
      }, 30_000);
      expect(row.attempts).toBe(2);
      expect(row.last_error).toBeNull();
      expect(row.links).toEqual(['http://localhost/x']);
      expect(sent).toEqual(['owner@example.com']);

      // A second delivery of the same row sends nothing more.
      await definition.handle({ outboxId: id }, jobs);
      expect(sent).toEqual(['owner@example.com']);
    } finally {
      await jobs.stop();
      await database.close();
      await drop();
    }
  });

  it('delivers a burst of queued mail at once, not one mail per polling interval', async () => {
    // Long enough that waiting out the interval between jobs would miss the deadline below.
    await withMailQueue(target, 5, async ({ database, jobs, sent }) => {
      const burst = Array.from({ length: 12 }, (_, i) => `owner${i}@example.com`);
      for (const to of burst) await queueMail(database.db, jobs, { ...mail, to });
      await waitFor(async () => (sent.length === burst.length ? true : undefined), 8_000);
      expect([...sent].sort()).toEqual([...burst].sort());
    });
  });

  it('runs a job queued in a transaction as soon as it is woken after the commit', async () => {
    await withMailQueue(target, 20, async ({ database, jobs, sent }) => {
      // The worker's first look found nothing; its next poll is 20 s away.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await database.db.transaction().execute(async (trx) => {
        const id = await insertOutboxMail(trx, mail);
        await jobs.send(DELIVER_MAIL_JOB, { outboxId: id }, { db: jobSqlIn(trx) });
      });
      jobs.wake(DELIVER_MAIL_JOB);
      await waitFor(async () => (sent.length === 1 ? true : undefined), 8_000);
      expect(sent).toEqual([mail.to]);
    });
  });

  it('queues the delivery of mail that committed but was never queued, and only that', async () => {
    await withMailQueue(target, 0.5, async ({ database, jobs, sent }) => {
      const insertedAgo = async (to: string, age: string) => {
        const id = await insertOutboxMail(database.db, { ...mail, to });
        await database.db
          .updateTable('mail_outbox')
          .set({ created_at: sql`now() - ${age}::interval` })
          .where('id', '=', id)
          .execute();
        return id;
      };
      // The server stopped between the commit and queueing its delivery.
      const lost = await insertedAgo('lost@example.com', '5 minutes');
      // Just committed: its request may still be about to queue it.
      await insertedAgo('fresh@example.com', '5 seconds');
      // Too old to be of use.
      await insertedAgo('stale@example.com', '2 days');
      // Queued already, to be delivered in an hour.
      const waiting = await insertedAgo('waiting@example.com', '5 minutes');
      await jobs.send(
        DELIVER_MAIL_JOB,
        { outboxId: waiting },
        {
          singletonKey: waiting,
          startAfter: 3600,
        },
      );

      expect(await requeueUnsentMail(database.db, jobs)).toBe(1);
      await waitFor(async () => (sent.length > 0 ? true : undefined), 30_000);
      expect(sent).toEqual(['lost@example.com']);
      const status = await database.db
        .selectFrom('mail_outbox')
        .select('status')
        .where('id', '=', lost)
        .executeTakeFirstOrThrow();
      expect(status.status).toBe('sent');
      // Sent now, or queued: nothing is queued twice.
      expect(await requeueUnsentMail(database.db, jobs)).toBe(0);
    });
  });
});
