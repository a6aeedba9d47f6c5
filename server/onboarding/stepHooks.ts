import type { ServerHookName } from '../../shared/flow/types';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { FlowService } from '../config/runtime/flowService';
import type { OnboardingUserData, UserRow } from '../users/userData';

export interface StepSaveInput {
  user: UserRow;
  stepName: string;
  /** The step's fields, already valid against its schema. */
  fields: Record<string, unknown>;
  /** The user data as it will be once the fields are stored. */
  userData: OnboardingUserData;
  /** The stepName the flow core would store. */
  nextStepName: string;
  /** The flow of the configuration version the user is pinned to. */
  flow: FlowService;
  /** Request values outside the step's schema that a hook reads (updateStep's removedQuestionIds). */
  extras: Readonly<Record<string, unknown>>;
}

export interface PreparedStepSave {
  /** What to store instead of the fields as sent. */
  fields?: Record<string, unknown>;
  /** A stepName to store instead of the flow core's. */
  stepName?: string;
  /** Runs inside the save's transaction after the user row is written; a throw undoes the save. */
  inTransaction?(trx: Transaction<DB>, saved: UserRow): Promise<void>;
  /** Runs once the save has committed: wakes the worker of a job queued in it. */
  afterCommit?(): void;
  /** Fields added to the reply's data. */
  reply?: Record<string, unknown>;
}

/**
 * A step's server-side work, run by the generic save before anything is written (slow work such
 * as calling a model belongs here, outside the transaction). Throw an ApiError to refuse the save.
 */
export type StepHook = (input: StepSaveInput) => Promise<PreparedStepSave>;

/** Server hook name (a flow step's serverHook) -> its hook; steps without one are stored as they are. */
export type StepHooks = ReadonlyMap<ServerHookName, StepHook>;
