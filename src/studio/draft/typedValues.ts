import type { AnswerInput } from './conditionAnswers';

/** What is wrong with values typed for a test: not a number, not whole, or none at all. */
export type TypedValuesProblem = 'number' | 'wholeNumber' | 'empty';

/** Two values alike as JSON (what a condition compares by). */
export const sameJson = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** A value as an operator reads and types it: text as it is, anything else as JSON. */
export const valueText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The values typed for a test of a free answer: the text itself, or one value per non-blank line
 * for a list; numbers for a number answer.
 */
export function parseTypedValues(
  text: string,
  input: Exclude<AnswerInput, { kind: 'choice' }>,
  list: boolean,
): { values: unknown[] } | { problem: TypedValuesProblem } {
  const parts = list
    ? text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : [input.kind === 'number' ? text.trim() : text];
  if (parts.length === 0) return { problem: 'empty' };
  if (input.kind === 'text') return { values: parts };
  const numbers = parts.map((part) => (part === '' ? NaN : Number(part)));
  if (!numbers.every(Number.isFinite)) return { problem: 'number' };
  if (input.integer && !numbers.every(Number.isInteger)) return { problem: 'wholeNumber' };
  return { values: numbers };
}
