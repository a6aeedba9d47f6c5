import type { SubmitOutcome } from '../../engine/react/submitActions';

/**
 * A step save's reply split into the user data and the step the server says opens next
 * (StepSaveReply.nextStepName), which is only there when the server sent it.
 */
export function fromSaveReply<T extends object>(
  reply: T,
): { data: Omit<T, 'nextStepName'>; next: Pick<SubmitOutcome, 'nextStepName'> } {
  const { nextStepName, ...data } = reply as T & { nextStepName?: unknown };
  const next = typeof nextStepName === 'string' || nextStepName === null ? { nextStepName } : {};
  return { data, next };
}
