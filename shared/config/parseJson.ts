import { jsonErrorOffset } from './jsonErrorOffset.ts';
import type { ConfigProblem } from './problem.ts';

/** Line and column (both from 1) of a character offset. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/**
 * Parses a document, turning a syntax error into a problem that names its line and column: where
 * the text stops being JSON (jsonErrorOffset), else the offset V8's message names, else its end.
 */
export function parseJson(
  file: string,
  text: string,
): { data: unknown; problem?: undefined } | { data?: undefined; problem: ConfigProblem } {
  try {
    return { data: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = (error as Error).message;
    const offset =
      jsonErrorOffset(text) ?? Number(/at position (\d+)/.exec(reason)?.[1] ?? text.length);
    const { line, column } = lineAndColumn(text, offset);
    return {
      problem: {
        file,
        path: '',
        rule: 'json',
        offset,
        message: `not valid JSON at line ${line}, column ${column}: ${reason}`,
        fix: `correct the JSON at line ${line}, column ${column} (a missing comma or quote, or a trailing comma, is the usual cause)`,
      },
    };
  }
}
