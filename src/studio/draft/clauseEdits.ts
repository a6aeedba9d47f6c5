import type { AnswerInput, OfferedAnswer } from './conditionAnswers';
import type { ConditionClause, ConditionTest } from './conditionClauses';

/** The value a new test of an answer starts from: its first listed value, no text, or zero. */
function firstValueOf(input: AnswerInput): unknown {
  if (input.kind === 'choice') return input.values[0];
  return input.kind === 'number' ? 0 : '';
}

/** The values a clause compares its answer to (none for "is answered"). */
export function valuesOf(clause: ConditionClause): unknown[] {
  switch (clause.test) {
    case 'is':
    case 'isNot':
      return [clause.value];
    case 'oneOf':
    case 'notOneOf':
      return clause.values;
    case 'answered':
      return [];
  }
}

/** `clause` with `test`, keeping the values it had where the test has room for them. */
export function withTest(
  clause: ConditionClause,
  test: ConditionTest,
  input: AnswerInput,
): ConditionClause {
  const { field } = clause;
  const had = valuesOf(clause);
  const values = had.length > 0 ? had : [firstValueOf(input)];
  switch (test) {
    case 'is':
    case 'isNot':
      return { field, test, value: values[0] };
    case 'oneOf':
    case 'notOneOf':
      return { field, test, values };
    case 'answered':
      return { field, test };
  }
}

/** `clause` comparing its answer to `values` (the first, for a test of one value). */
export function withValues(clause: ConditionClause, values: unknown[]): ConditionClause {
  switch (clause.test) {
    case 'is':
    case 'isNot':
      return { ...clause, value: values[0] };
    case 'oneOf':
    case 'notOneOf':
      return { ...clause, values };
    case 'answered':
      return clause;
  }
}

/** `clause`'s test of another answer, from that answer's first value. */
export function withAnswer(clause: ConditionClause, answer: OfferedAnswer): ConditionClause {
  const fresh: ConditionClause = { field: answer.field, test: 'answered' };
  return clause.test === 'answered' ? fresh : withTest(fresh, clause.test, answer.input);
}

/** The clause "Add a rule" makes: the first answer no other clause tests "is" its first value. */
export function newClause(
  answers: readonly OfferedAnswer[],
  clauses: readonly ConditionClause[],
): ConditionClause | undefined {
  const answer = answers.find((a) => !clauses.some((clause) => clause.field === a.field));
  return answer && withTest({ field: answer.field, test: 'answered' }, 'is', answer.input);
}
