import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { ConfigRuntime } from '../config/runtime/configRuntime';
import {
  publishConfigVersion,
  scheduledPublishToRun,
  settleScheduledPublish,
  StaleBaseError,
  type ScheduledPublishRow,
} from '../config/store/versions';
import type { DB } from '../db/schema';
import { jobSqlIn } from '../jobs/inTransaction';
import type { JobDefinition, JobQueue } from '../jobs/queue';
import { recordAudit } from './operators';
import { versionConflict } from './versionConflict';

export const SCHEDULED_PUBLISH_JOB = 'studio.scheduled-publish';

export interface ScheduledPublishJobData {
  scheduledId: string;
}

/** Thrown inside the publish's transaction when the publish was cancelled meanwhile: undoes it. */
class SettledMeanwhile extends Error {}

interface Deps {
  db: Kysely<DB>;
  configs: Pick<ConfigRuntime, 'refreshLive'>;
  logger: Logger;
}

/**
 * Publishes a scheduled edit as a publish now would: under the publish lock, only while the
 * version it was based on is still live; otherwise records it failed, naming who published since.
 * A cancelled or already settled one is left alone, so a second delivery does nothing.
 */
export async function runScheduledPublish(deps: Deps, scheduledId: string): Promise<void> {
  const { db } = deps;
  const due = await scheduledPublishToRun(db, scheduledId);
  if (!due) return;
  const { scheduled, files } = due;
  try {
    const version = await publishConfigVersion(db, {
      brand: scheduled.brand,
      files,
      publishedBy: scheduled.createdBy,
      note: scheduled.note,
      basedOn: scheduled.basedOn,
      basedOnMustBeLive: true,
      alongside: async (trx, published) => {
        const settled = await settleScheduledPublish(
          trx,
          { id: scheduledId },
          { state: 'published', versionId: published.id },
        );
        if (!settled) throw new SettledMeanwhile();
      },
    });
    await deps.configs.refreshLive();
    await recordAudit(db, scheduled.createdBy, 'config.published', {
      versionId: version.id,
      number: version.number,
      scheduledId,
    });
  } catch (error) {
    if (error instanceof SettledMeanwhile) return;
    if (!(error instanceof StaleBaseError)) throw error;
    const conflict = await versionConflict(db, error.live);
    const failure = {
      statusCode: conflict.statusCode,
      data: conflict.data as Record<string, unknown>,
    };
    if (await settleScheduledPublish(db, { id: scheduledId }, { state: 'failed', failure })) {
      deps.logger.info(
        { scheduledId, failure },
        'a scheduled publish found its base no longer live',
      );
      await recordAudit(db, scheduled.createdBy, 'config.scheduleFailed', {
        scheduledId,
        ...failure,
      });
    }
  }
}

/** The job that runs one scheduled publish at its time (sent with startAfter). */
export function scheduledPublishJob(deps: Deps): JobDefinition<ScheduledPublishJobData> {
  return {
    name: SCHEDULED_PUBLISH_JOB,
    retryLimit: 5,
    retryDelaySeconds: 10,
    async handle({ scheduledId }) {
      await runScheduledPublish(deps, scheduledId);
    },
  };
}

/** Sends, inside the transaction that stores the scheduled publish, its job for its time. */
export async function queueScheduledPublish(
  jobs: JobQueue,
  trx: Transaction<DB>,
  scheduled: ScheduledPublishRow,
): Promise<void> {
  await jobs.send<ScheduledPublishJobData>(
    SCHEDULED_PUBLISH_JOB,
    { scheduledId: scheduled.id },
    { startAfter: scheduled.publishAt, singletonKey: scheduled.id, db: jobSqlIn(trx) },
  );
}
