import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { compareArms } from '../../shared/analytics/compareArms';
import type {
  Experiment,
  ExperimentArm,
  ExperimentGoal,
  ExperimentResult,
} from '../../shared/contract/studio';
import { armsReachingStep } from '../analytics/onboardingEvents';
import type { ConfigFiles } from '../config/store/repositoryFiles';
import {
  type ConfigVersion,
  configVersionIdsOf,
  liveConfigVersion,
  rollBackConfig,
  StaleBaseError,
  storeConfigVersion,
} from '../config/store/versions';
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
    goal: row.goal_step === null ? { kind: 'paid' } : { kind: 'step', step: row.goal_step },
  };
}

const goalStepOf = (goal: ExperimentGoal) => (goal.kind === 'step' ? goal.step : null);

/**
 * Refuses a goal step that one of the arms' flows does not have: that arm could never reach it,
 * and the comparison would say nothing.
 */
export function assertGoalInBothArms(
  goal: ExperimentGoal,
  controlSteps: readonly string[],
  variantSteps: readonly string[],
): void {
  if (goal.kind !== 'step') return;
  if (!controlSteps.includes(goal.step) || !variantSteps.includes(goal.step))
    throw new ApiError(
      400,
      'validation_failed',
      message('errors.experimentGoalStep', { step: goal.step }),
    );
}

/** A second experiment while one runs: refused, as the brand's unique index says. */
function refusedWhenRunning(error: unknown): never {
  if ((error as { code?: string }).code === '23505')
    throw new ApiError(409, 'experiment_running', message('errors.experimentRunning'));
  throw error;
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
    goal: ExperimentGoal;
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
        goal_step: goalStepOf(input.goal),
        started_by: input.by,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toExperiment(row);
  } catch (error) {
    refusedWhenRunning(error);
  }
}

/**
 * Tests a draft against the live version without publishing it first: the draft is stored as the
 * brand's next version, not live, and the experiment splits new signups between the live version
 * (control) and it (variant), in one transaction. A publish since the draft was checked refuses
 * it (StaleBaseError), and so does a running experiment (409); neither leaves a version behind.
 */
export async function startExperimentOnDraft(
  db: Kysely<DB>,
  input: {
    brand: string;
    name: string;
    /** The live version the draft was made of and checked against. */
    liveVersionId: string;
    /** The checked files of the draft. */
    files: ConfigFiles;
    note: string;
    variantShare: number;
    goal: ExperimentGoal;
    by: string;
  },
): Promise<{ experiment: Experiment; version: ConfigVersion }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const version = await storeConfigVersion(trx, {
        brand: input.brand,
        files: input.files,
        publishedBy: input.by,
        note: input.note,
        basedOn: input.liveVersionId,
      });
      // Read under the lock storing the version took: no publish can come between.
      const live = await liveConfigVersion(trx, input.brand);
      if (live?.id !== input.liveVersionId) throw new StaleBaseError(live);
      const row = await trx
        .insertInto('experiments')
        .values({
          brand: input.brand,
          name: input.name,
          control_version_id: input.liveVersionId,
          variant_version_id: version.id,
          variant_share: input.variantShare,
          goal_step: goalStepOf(input.goal),
          started_by: input.by,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { experiment: toExperiment(row), version };
    });
  } catch (error) {
    refusedWhenRunning(error);
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
  await rollBackConfig(db, input.brand, winnerVersion, input.by, {
    kind: 'experimentStopped',
    alongside: async (trx) => {
      const stopped = await trx
        .updateTable('experiments')
        .set({ stopped_at: new Date(), stopped_by: input.by, winner: input.winner })
        .where('id', '=', experiment.id)
        .where('stopped_at', 'is', null)
        .executeTakeFirst();
      if (Number(stopped.numUpdatedRows) !== 1)
        throw new ApiError(409, 'experiment_stopped', message('errors.experimentStopped'));
      await alongside?.(trx);
    },
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

/** Each experiment with its arms' signups and how many reached its goal, compared. */
export async function experimentResults(
  db: Kysely<DB>,
  users: Pick<UsersRepository, 'armCounts'>,
  brand: string,
): Promise<ExperimentResult[]> {
  const experiments = await experimentsOf(db, brand);
  if (experiments.length === 0) return [];
  const counts = await users.armCounts(experiments.map((e) => e.id));
  return Promise.all(
    experiments.map(async (experiment) => {
      const { goal } = experiment;
      const reached =
        goal.kind === 'step' ? await armsReachingStep(db, experiment.id, goal.step) : [];
      const armCounts = (arm: ExperimentArm) => {
        const row = counts.find((r) => String(r.experiment_id) === experiment.id && r.arm === arm);
        const converted =
          goal.kind === 'paid'
            ? Number(row?.paid ?? 0)
            : (reached.find((r) => r.arm === arm)?.users ?? 0);
        return { signups: Number(row?.signups ?? 0), converted };
      };
      return {
        ...experiment,
        comparison: compareArms(armCounts('control'), armCounts('variant')),
      };
    }),
  );
}
