import type { Message } from '../../shared/contract';
import type { FieldProblem } from '../../shared/contract/envelope';

/** The message key of a taken subdomain; its parameters carry the name and the server's suggestions. */
export const TAKEN_MESSAGE_KEY = 'validation.subdomain.taken';

export interface TakenName {
  message: Message;
  /** The free names the server offered. */
  suggestions: string[];
}

/** The "taken" message among the server's problems with the form, if it is there, with its suggestions. */
export function takenIn(problems: readonly FieldProblem[]): TakenName | null {
  const taken = problems.find((problem) => problem.message.id === TAKEN_MESSAGE_KEY);
  if (!taken) return null;
  const list = taken.message.params?.suggestions;
  return {
    message: taken.message,
    suggestions: Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [],
  };
}
