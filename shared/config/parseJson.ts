import type { ConfigProblem } from './problem.ts';

/** Line and column (both from 1) of a character offset. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/**
 * Parses a document, turning a syntax error into a problem that names its line and column. V8's
 * messages carry the character offset ("... in JSON at position 42"); one without (the text ends
 * too early) is placed at the end of the text.
 */
export function parseJson(
  file: string,
  text: string,
): { data: unknown; problem?: undefined } | { data?: undefined; problem: ConfigProblem } {
  try {
    return { data: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = (error as Error).message;
    const offset = Number(/at position (\d+)/.exec(reason)?.[1] ?? text.length);
    const { line, column } = lineAndColumn(text, offset);
    return {
      problem: {
        file,
        path: '',
        rule: 'json',
        message: `not valid JSON at line ${line}, column ${column}: ${reason}`,
        fix: `correct the JSON at line ${line}, column ${column} (a missing comma or quote, or a trailing comma, is the usual cause)`,
      },
    };
  }
}
