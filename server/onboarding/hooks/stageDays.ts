import type { Stage } from '../../users/userData';
import { ApiError, message, type FieldProblem, type Message } from '../../http/envelope';
import type { StepHook } from '../stepHooks';

/** Each field's message is the copy the wizard shows under it; the lead message states the rule. */
const FIRST_STAGE_MESSAGE_KEY = message('validation.stages.firstDayZero');
const FIRST_STAGE_MESSAGE = message('errors.stagesFirstDayZero');
const ORDER_MESSAGE_KEY = message('validation.stages.durationOrder');
const ORDER_MESSAGE = message('errors.stagesDurationOrder');

function invalidStages(lead: Message, errors: FieldProblem[]): ApiError {
  return new ApiError(400, 'validation_failed', lead, { errors });
}

/**
 * Beyond the schema (names non-blank, whole days >= 0): the first stage is day 0 and each stage's
 * days are at least the previous stage's, so the journey reads in order; names are trimmed.
 */
export const stageDaysHook: StepHook = async ({ fields }) => {
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
