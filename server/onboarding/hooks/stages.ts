import type { Stage } from '../../users/userData';
import { ApiError } from '../../http/envelope';
import type { StepHook } from '../stepHooks';

/** The copy keys the browser shows; msg stays English for API clients that do not read keys. */
const FIRST_STAGE_MESSAGE_KEY = 'validation.stages.firstDayZero';
const FIRST_STAGE_MESSAGE = 'The first stage is day 0: its duration must be 0.';
const ORDER_MESSAGE_KEY = 'validation.stages.durationOrder';
const ORDER_MESSAGE =
  'Each stage comes at least as many days after the first stage as the stage before it.';

function invalidStages(message: string, errors: { path: string; message: string }[]): ApiError {
  return new ApiError(400, 'validation_failed', message, { errors });
}

/**
 * Beyond the schema (names non-blank, whole days >= 0): the first stage is day 0 and each stage's
 * days are at least the previous stage's, so the journey reads in order; names are trimmed.
 */
export const stagesHook: StepHook = async ({ fields }) => {
  const stages = fields.stages as Stage[];
  if (stages[0] && stages[0].duration !== 0) {
    throw invalidStages(FIRST_STAGE_MESSAGE, [
      { path: '/stages/0/duration', message: FIRST_STAGE_MESSAGE_KEY },
    ]);
  }
  const early = stages.flatMap((stage, i) =>
    i > 0 && stage.duration < stages[i - 1]!.duration
      ? [{ path: `/stages/${i}/duration`, message: ORDER_MESSAGE_KEY }]
      : [],
  );
  if (early.length > 0) throw invalidStages(ORDER_MESSAGE, early);
  return {
    fields: {
      ...fields,
      stages: stages.map((stage) => ({ name: stage.name.trim(), duration: stage.duration })),
    },
  };
};
