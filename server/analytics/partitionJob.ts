import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/schema';
import type { JobDefinition } from '../jobs/queue';
import { dropExpiredEventPartitions, ensureEventPartitions } from './partitions';

export const EVENT_PARTITIONS_JOB = 'analytics.event-partitions';

/** Daily: the coming months' event partitions made, the months past the retention dropped. */
export function eventPartitionsJob(deps: {
  db: Kysely<DB>;
  retentionMonths: number;
  logger: Logger;
}): JobDefinition<Record<string, never>> {
  return {
    name: EVENT_PARTITIONS_JOB,
    cron: '17 3 * * *',
    retryLimit: 3,
    retryDelaySeconds: 300,
    async handle() {
      const created = await ensureEventPartitions(deps.db);
      const dropped = await dropExpiredEventPartitions(deps.db, deps.retentionMonths);
      if (created.length > 0 || dropped.length > 0)
        deps.logger.info({ created, dropped }, 'onboarding event partitions kept');
    },
  };
}
