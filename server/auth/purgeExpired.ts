import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import { purgeUnusedAssets } from '../config/store/assets';
import type { DB } from '../db/schema';
import type { JobDefinition } from '../jobs/queue';

export const PURGE_EXPIRED_JOB = 'auth.purge-expired';

/** How long a row outlives its expiry or use, so a late click still hears "expired" or "used" rather than "not valid". */
export const DEFAULT_PURGE_GRACE_SECONDS = 24 * 3600;
export const PURGE_BATCH_SIZE = 1000;
/** Caps one run; a larger backlog is finished by the next runs. */
const MAX_BATCHES_PER_TABLE = 100;

/**
 * Each table whose rows die, its key, and when a row died: the earlier of its expiry and its use
 * or revocation (least() skips a null). 0032_purge_indexes indexes exactly these expressions.
 */
const PURGEABLE = [
  { table: 'sessions', key: 'id', diedAt: 'least(expires_at, revoked_at)' },
  { table: 'one_time_tokens', key: 'id', diedAt: 'least(expires_at, used_at)' },
  { table: 'tenant_sessions', key: 'id', diedAt: 'least(expires_at, revoked_at)' },
  { table: 'tenant_login_tokens', key: 'id', diedAt: 'least(expires_at, used_at)' },
  // A spent challenge must stay until the challenge itself expires, or it could be replayed.
  { table: 'spent_bot_challenges', key: 'challenge_id', diedAt: 'expires_at' },
  // An operator's heartbeat; 0064_studio_presence indexes last_seen.
  { table: 'studio_presence', key: 'operator_id', diedAt: 'last_seen' },
  // A callback's signature holds for five minutes; 0110 indexes received_at.
  { table: 'provisioning_callback_receipts', key: 'id', diedAt: 'received_at' },
] as const satisfies readonly { table: keyof DB; key: string; diedAt: string }[];

export type PurgeCounts = Record<(typeof PURGEABLE)[number]['table'], number>;

/**
 * Deletes rows that expired or were spent more than `graceSeconds` ago, `batchSize` rows per
 * statement. Rows another run holds are skipped (SKIP LOCKED), so runs at once never wait on or
 * delete the same row; a live row is never selected. `= ANY(ARRAY(…))` rather than `IN (…)`: with
 * IN the planner may hash-join the batch against a scan of the whole table.
 */
export async function purgeExpired(
  db: Kysely<DB>,
  options: { graceSeconds?: number; batchSize?: number } = {},
): Promise<PurgeCounts> {
  const grace = options.graceSeconds ?? DEFAULT_PURGE_GRACE_SECONDS;
  const batchSize = options.batchSize ?? PURGE_BATCH_SIZE;
  const counts = {} as PurgeCounts;
  for (const { table, key, diedAt } of PURGEABLE) {
    counts[table] = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_TABLE; batch++) {
      const result = await sql`
        DELETE FROM ${sql.table(table)} WHERE ${sql.ref(key)} = ANY(ARRAY(
          SELECT ${sql.ref(key)} FROM ${sql.table(table)}
          WHERE ${sql.raw(diedAt)} < now() - make_interval(secs => ${grace})
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED
        ))`.execute(db);
      const deleted = Number(result.numAffectedRows ?? 0);
      counts[table] += deleted;
      if (deleted < batchSize) break;
    }
  }
  return counts;
}

/** The scheduled purge; running it twice, or on two instances at once, is harmless. */
export function purgeExpiredJob(deps: {
  db: Kysely<DB>;
  cron: string;
  graceSeconds: number;
  logger: Logger;
}): JobDefinition<Record<string, never>> {
  return {
    name: PURGE_EXPIRED_JOB,
    cron: deps.cron,
    retryLimit: 2,
    retryDelaySeconds: 60,
    async handle() {
      const counts = await purgeExpired(deps.db, { graceSeconds: deps.graceSeconds });
      const assets = await purgeUnusedAssets(deps.db);
      deps.logger.info(
        { deleted: { ...counts, config_assets: assets } },
        'expired sessions and tokens, and unused brand assets, purged',
      );
    },
  };
}
