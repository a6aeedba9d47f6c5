import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { compareArms } from '../../shared/analytics/compareArms';
import type { Experiment, ExperimentArm, ExperimentResult } from '../../shared/contract/studio';
import { configVersionIdsOf, rollBackConfig } from '../config/store/versions';
import type { DB, ExperimentsTable } from '../db/schema';
import { ApiError, message } from '../http/envelope';
import type { UsersRepository } from '../users/usersRepository';

function toExperiment(row: Selectable<ExperimentsTable>): Experiment {
  return {
    id: String(row.id),
    name: row.name,
    controlVersionId: String(row.control_version_id),
    variantVersionId: String(row.variant_version_id),
    variantShare: Number(row.variant_share),
    startedAt: new Date(row.started_at).toISOString(),
    stoppedAt: row.stopped_at ? new Date(row.stopped_at).toISOString() : null,
    winner: row.winner,
  };
}

/**
 * The arm a user gets: the same for the same experiment and user on every server and every call
 * (a hash of both, as a number in [0, 1), against the variant's share).
 */
export function armOf(
  experiment: Pick<Experiment, 'id' | 'variantShare'>,
  userId: string,
): ExperimentArm {
  const digest = createHash('sha256').update(`${experiment.id}:${userId}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32 < experiment.variantShare ? 'variant' : 'control';
}

/** The experiment now splitting the brand's new signups, if one is. */
export async function runningExperiment(
  db: Kysely<DB>,
  brand: string,
): Promise<Experiment | undefined> {
  const row = await db
    .selectFrom('experiments')
    .selectAll()
    .where('brand', '=', brand)
    .where('stopped_at', 'is', null)
    .executeTakeFirst();
  return row ? toExperiment(row) : undefined;
}

/** A signup's experiment was stopped between choosing its arm and creating the account. */
export class ExperimentStoppedError extends Error {
  constructor(experimentId: string) {
    super(`experiment ${experimentId} stopped while a signup joined it`);
  }
}

/**
 * In a signup's transaction: refuses to join an experiment that has stopped since its arm was
 * chosen, and holds the experiment (FOR SHARE) so a stop waits until the signup has committed.
 */
export async function joinRunningExperiment(trx: Kysely<DB>, experimentId: string): Promise<void> {
  const running = await trx
    .selectFrom('experiments')
    .select('id')
    .where('id', '=', experimentId)
    .where('stopped_at', 'is', null)
    .forShare()
    .executeTakeFirst();
  if (!running) throw new ExperimentStoppedError(experimentId);
}

/** Starts splitting new signups between two of the brand's versions; one experiment at a time. */
export async function startExperiment(
  db: Kysely<DB>,
  input: {
    brand: string;
    name: string;
    controlVersionId: string;
    variantVersionId: string;
    variantShare: number;
    by: string;
  },
): Promise<Experiment> {
  if (input.controlVersionId === input.variantVersionId)
    throw new ApiError(400, 'validation_failed', message('errors.experimentSameVersion'));
  const versions = await configVersionIdsOf(db, input.brand, [
    input.controlVersionId,
    input.variantVersionId,
  ]);
  if (versions.length !== 2)
    throw new ApiError(404, 'version_not_found', message('errors.versionNotFound'));
  try {
    const row = await db
      .insertInto('experiments')
      .values({
        brand: input.brand,
        name: input.name,
        control_version_id: input.controlVersionId,
        variant_version_id: input.variantVersionId,
        variant_share: input.variantShare,
        started_by: input.by,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toExperiment(row);
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new ApiError(409, 'experiment_running', message('errors.experimentRunning'));
    throw error;
  }
}

/**
 * Stops the experiment and makes the chosen arm's version live, in one transaction: new signups
 * all get it from then on; those already in an arm keep their version.
 */
export async function stopExperiment(
  db: Kysely<DB>,
  input: { brand: string; experimentId: string; winner: ExperimentArm; by: string },
  /** More work that must commit with the stop (its audit row). */
  alongside?: (trx: Kysely<DB>) => Promise<void>,
): Promise<Experiment> {
  const experiment = (await experimentsOf(db, input.brand)).find(
    (one) => one.id === input.experimentId,
  );
  if (!experiment)
    throw new ApiError(404, 'experiment_not_found', message('errors.experimentNotFound'));
  if (experiment.stoppedAt)
    throw new ApiError(409, 'experiment_stopped', message('errors.experimentStopped'));
  const winnerVersion =
    input.winner === 'variant' ? experiment.variantVersionId : experiment.controlVersionId;
  await rollBackConfig(db, input.brand, winnerVersion, input.by, async (trx) => {
    const stopped = await trx
      .updateTable('experiments')
      .set({ stopped_at: new Date(), stopped_by: input.by, winner: input.winner })
      .where('id', '=', experiment.id)
      .where('stopped_at', 'is', null)
      .executeTakeFirst();
    if (Number(stopped.numUpdatedRows) !== 1)
      throw new ApiError(409, 'experiment_stopped', message('errors.experimentStopped'));
    await alongside?.(trx);
  });
  return { ...experiment, stoppedAt: new Date().toISOString(), winner: input.winner };
}

/** The brand's experiments, newest first. */
export async function experimentsOf(db: Kysely<DB>, brand: string): Promise<Experiment[]> {
  const rows = await db
    .selectFrom('experiments')
    .selectAll()
    .where('brand', '=', brand)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toExperiment);
}

/** Each experiment with its arms' signups and payers, compared. */
export async function experimentResults(
  db: Kysely<DB>,
  users: Pick<UsersRepository, 'armCounts'>,
  brand: string,
): Promise<ExperimentResult[]> {
  const experiments = await experimentsOf(db, brand);
  if (experiments.length === 0) return [];
  const counts = await users.armCounts(experiments.map((e) => e.id));
  const armCounts = (id: string, arm: ExperimentArm) => {
    const row = counts.find((r) => String(r.experiment_id) === id && r.arm === arm);
    return { signups: Number(row?.signups ?? 0), paid: Number(row?.paid ?? 0) };
  };
  return experiments.map((experiment) => ({
    ...experiment,
    comparison: compareArms(
      armCounts(experiment.id, 'control'),
      armCounts(experiment.id, 'variant'),
    ),
  }));
}
