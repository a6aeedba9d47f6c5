import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/schema';
import type { JobDefinition, JobQueue } from '../jobs/queue';
import { DELIVER_MAIL_JOB, enqueueMailDelivery } from './outbox';

export const REQUEUE_UNSENT_MAIL_JOB = 'mail.requeue-unsent';

/** How long a mail may wait for its delivery to be queued before the sweep queues it. */
const GRACE_SECONDS = 60;
/** Older mail is left alone: a day late, a verification or reset link is of no use. */
const WINDOW = '1 day';

/**
 * Queues the delivery of outbox mail that committed but was never queued: the server stopped, or
 * the queue failed, between the commit and the send (a request is not cancelled when its client
 * goes away). Mail still waiting in the queue, or already tried, is left alone. Returns how many.
 */
export async function requeueUnsentMail(db: Kysely<DB>, jobs: JobQueue): Promise<number> {
  const candidates = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'queued')
    .where('attempts', '=', 0)
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${GRACE_SECONDS})`)
    .where('created_at', '>', sql<Date>`now() - ${WINDOW}::interval`)
    .orderBy('created_at')
    .limit(500)
    .execute();
  let queued = 0;
  for (const { id } of candidates) {
    if (await jobs.hasLiveJob(DELIVER_MAIL_JOB, id)) continue;
    await enqueueMailDelivery(jobs, id);
    queued++;
  }
  return queued;
}

/** Every minute: the outbox's relay for mail whose delivery was never queued. */
export function requeueUnsentMailJob(deps: {
  db: Kysely<DB>;
  logger: Logger;
}): JobDefinition<Record<string, never>> {
  return {
    name: REQUEUE_UNSENT_MAIL_JOB,
    cron: '* * * * *',
    retryLimit: 0,
    retryDelaySeconds: 60,
    async handle(_data, jobs) {
      const queued = await requeueUnsentMail(deps.db, jobs);
      if (queued > 0)
        deps.logger.warn({ queued }, 'queued the delivery of mail that was never queued');
    },
  };
}
