/** The pure flow core: no React, no DOM, no I/O. The browser and the server import it from here. */
export * from './types';
export {
  ConditionError,
  SUPPORTED_CONDITION_KEYWORDS,
  assertValidCondition,
  matchesCondition,
} from './condition';
export { findStep, isFlowStep, isTerminal, stepIndex, stepWithRole } from './lookup';
export {
  firstStepName,
  furthestStepName,
  isStepReached,
  isStepVisible,
  landingStepName,
  mustSaveToLeave,
  nextStepName,
  previousStepName,
  progressFor,
  stepStillAhead,
  storedStepAfterSave,
  visibleSteps,
  type StepProgress,
} from './flow';
export { migratedStepName } from './migrate';
export {
  DEFAULT_STAGES_BY_CATEGORY,
  defaultStagesFor,
  MAX_STAGE_DURATION_DAYS,
  type DefaultStage,
} from './defaultStages';
