import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { settleJobsThroughOutages } from './settleThroughOutages';

/** A background job: its queue name, retry policy, and the idempotent work it does. */
export interface JobDefinition<T extends object> {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** pg-boss queue policy; 'stately' keeps at most one queued and one running job per singletonKey. */
  policy?: PgBoss.QueuePolicy;
  /** How long a started job may run before pg-boss counts it failed and retries it (its worker died). */
  expireInSeconds?: number;
  /** A cron expression (UTC): pg-boss then sends the job, with empty data, on that schedule. */
  cron?: string;
  /** Must be safe to run twice with the same data: pg-boss delivers at least once. */
  handle(data: T, jobs: JobQueue): Promise<void>;
}

export interface JobQueue {
  send<T extends object>(
    name: string,
    data: T,
    options?: PgBoss.SendOptions,
  ): Promise<string | null>;
  /**
   * Has this node's worker of the queue look for jobs now rather than at its next poll: for a
   * job sent inside a transaction, once that transaction has committed.
   */
  wake(name: string): void;
  /** Whether a job of this name and singletonKey is waiting, waiting to retry, or running. */
  hasLiveJob(name: string, singletonKey: string): Promise<boolean>;
  stop(): Promise<void>;
}

const SCHEMA = 'pgboss';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- definitions of differing payloads share one list
export type AnyJobDefinition = JobDefinition<any>;

export async function startJobQueue(
  connectionString: string,
  definitions: AnyJobDefinition[],
  logger: Logger,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<JobQueue> {
  settleJobsThroughOutages((error, method) =>
    logger.warn(
      { err: error },
      `job queue: recording a job's outcome (${method}) failed; retrying`,
    ),
  );
  // Maintenance is what retries an expired job (its worker died): every 30 s rather than 120 s.
  const boss = new PgBoss({
    connectionString,
    max: 4,
    schema: SCHEMA,
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  /** This process's worker of each queue. */
  const workers = new Map<string, string>();
  // pg-boss's worker waits out its polling interval after every fetch, found jobs or not: woken,
  // it asks again at once, so a queue drains as fast as its jobs run instead of one per interval.
  const wake = (name: string) => {
    const worker = workers.get(name);
    if (worker) boss.notifyWorker(worker);
  };
  const queue: JobQueue = {
    async send(name, data, sendOptions) {
      const id = await boss.send(name, data, sendOptions ?? {});
      // A job sent inside a transaction is not there until it commits; polling finds it then.
      if (!sendOptions?.db) wake(name);
      return id;
    },
    wake,
    async hasLiveJob(name, singletonKey) {
      // job_state orders created < retry < active < completed < cancelled < failed.
      const { rows } = await boss
        .getDb()
        .executeSql(
          `SELECT 1 FROM ${SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state < 'completed' LIMIT 1`,
          [name, singletonKey],
        );
      return rows.length > 0;
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  try {
    for (const definition of definitions) {
      await boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        ...(definition.policy ? { policy: definition.policy } : {}),
        ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
      });
      const worker = await boss.work(
        definition.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize: 1 },
        async (jobs) => {
          // There may be more: the next fetch follows this job, whatever its outcome.
          wake(definition.name);
          for (const job of jobs) {
            logger.debug({ job: job.name, id: job.id }, 'job started');
            await definition.handle(job.data as object, queue);
          }
        },
      );
      workers.set(definition.name, worker);
      if (definition.cron) {
        try {
          await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`${definition.name}: cannot schedule "${definition.cron}": ${reason}`, {
            cause: error,
          });
        }
      }
    }
  } catch (error) {
    await boss.stop({ graceful: false, wait: true });
    throw error;
  }
  return queue;
}
