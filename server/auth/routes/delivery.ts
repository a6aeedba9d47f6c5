import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/queue';
import { enqueueMailDelivery } from '../../mail/outbox';

/** Queues delivery of outbox rows once their transaction has committed; false if queueing failed. */
export async function deliverCommittedMail(
  jobs: JobQueue,
  outboxId: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  try {
    await enqueueMailDelivery(jobs, outboxId);
    return true;
  } catch (error) {
    log.error({ err: error, outboxId }, 'could not queue mail delivery');
    return false;
  }
}
