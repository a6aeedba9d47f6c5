import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/schema';
import type { JobDefinition } from '../jobs/queue';
import { refreshFunnelRollup } from './funnelRollup';

export const FUNNEL_ROLLUP_JOB = 'analytics.funnel-rollup';

/**
 * Every minute: the funnels' rollup caught up with the events, so the Funnels page, which also
 * catches up before it answers, has little left to do.
 */
export function funnelRollupJob(deps: {
  db: Kysely<DB>;
  logger: Logger;
}): JobDefinition<Record<string, never>> {
  return {
    name: FUNNEL_ROLLUP_JOB,
    cron: '* * * * *',
    retryLimit: 0,
    retryDelaySeconds: 60,
    async handle() {
      const started = Date.now();
      const { owners } = await refreshFunnelRollup(deps.db);
      if (owners > 0)
        deps.logger.debug({ owners, ms: Date.now() - started }, 'funnel rollup refreshed');
    },
  };
}
