import type { Stage } from '../../users/userData';
import { ApiError } from '../../http/envelope';
import type { StepHook } from '../stepHooks';

/** The copy key the browser shows; msg stays English for API clients that do not read keys. */
const FIRST_STAGE_MESSAGE_KEY = 'validation.stages.firstDayZero';
const FIRST_STAGE_MESSAGE = 'The first stage is day 0: its duration must be 0.';

/** Beyond the schema (names non-blank, whole days >= 0): the first stage is day 0; names are trimmed. */
export const stagesHook: StepHook = async ({ fields }) => {
  const stages = fields.stages as Stage[];
  if (stages[0] && stages[0].duration !== 0) {
    throw new ApiError(400, 'validation_failed', FIRST_STAGE_MESSAGE, {
      errors: [{ path: '/stages/0/duration', message: FIRST_STAGE_MESSAGE_KEY }],
    });
  }
  return {
    fields: {
      ...fields,
      stages: stages.map((stage) => ({ name: stage.name.trim(), duration: stage.duration })),
    },
  };
};
