import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const arabic = JSON.parse(readFileSync('brands/default/locales/ar.json', 'utf8')) as Record<
  string,
  string
>;

/** Text between a left-to-right isolate (U+2066) and its pop (U+2069) is laid out on its own. */
const withoutIsolates = (text: string) => text.replace(/\u2066[^\u2069]*\u2069/g, '');

/**
 * A Latin run (a path, a file name) inside Arabic text keeps its order only if it starts and ends
 * with a letter or digit: a leading or trailing '/', '<', '>' or '+' takes the Arabic direction
 * and moves to the run's other end ('/signup/<name>' shows as '<signup/<name/'), unless isolated.
 */
function misplacedRuns(text: string): string[] {
  if (!/[\u0600-\u06FF]/.test(text)) return [];
  return [...withoutIsolates(text).matchAll(/[\w/<>+.:@-]*[A-Za-z][\w/<>+.:@-]*/g)]
    .map((match) => match[0].replace(/\.$/, ''))
    .filter((run) => /^[/<>+.]|[/<>+]$/.test(run));
}

describe('Arabic copy', () => {
  it('isolates each Latin run that starts or ends with a neutral character', () => {
    const misplaced = Object.entries(arabic).flatMap(([key, text]) =>
      misplacedRuns(text).map((run) => `${key}: ${run}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('finds such a run when it is not isolated', () => {
    expect(misplacedRuns('يصبح العنوان /signup/<name>.')).toEqual(['/signup/<name>']);
    expect(misplacedRuns('يصبح العنوان \u2066/signup/<name>\u2069.')).toEqual([]);
  });
});
