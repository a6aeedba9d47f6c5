import { stagesBeforePrevious } from '../fields/stageDays';
import type { Validate } from './validate';

/** The stages editor's rule: each stage's days after the first are at least the previous stage's. */
export const validateStages: Validate = (value) => {
  const stages = Array.isArray(value) ? (value as { duration?: unknown }[]) : [];
  const days = stages.map((s) => (typeof s?.duration === 'number' ? s.duration : 0));
  return stagesBeforePrevious(days).map((i) => ({
    path: [i, 'duration'],
    message: 'validation.stages.durationOrder',
  }));
};
