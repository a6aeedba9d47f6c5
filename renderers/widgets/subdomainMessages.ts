import type { Message } from '../../shared/contract';
import type { FieldProblem } from '../../shared/contract/envelope';

export interface TakenName {
  message: Message;
  /** The free names the server offered. */
  suggestions: string[];
}

/**
 * The server's problem with a name that comes with names to offer instead (a taken subdomain:
 * its message's `suggestions`), if there is one among the form's problems.
 */
export function takenIn(problems: readonly FieldProblem[]): TakenName | null {
  const taken = problems.find((problem) => Array.isArray(problem.message.params?.suggestions));
  if (!taken) return null;
  const list = taken.message.params!.suggestions as readonly unknown[];
  return {
    message: taken.message,
    suggestions: list.filter((s): s is string => typeof s === 'string'),
  };
}
