import { describe, expect, it } from 'vitest';
import { rangeOfPointer } from '../../../src/studio/draft/jsonPointerRange';

const text = `{
  "steps": [
    { "name": "a", "back": "sideways" },
    { "name": "b/c", "when": { "x~y": [1, true, null] } }
  ]
}`;
const slice = (pointer: string) => {
  const { from, to } = rangeOfPointer(text, pointer);
  return text.slice(from, to);
};

describe('rangeOfPointer', () => {
  it('finds an object member from its key to the end of its value', () => {
    expect(slice('/steps/0/back')).toBe('"back": "sideways"');
    expect(slice('/steps/1/name')).toBe('"name": "b/c"');
  });

  it('reads escaped tokens and array items', () => {
    expect(slice('/steps/1/when/x~0y/1')).toBe('true');
    expect(slice('/steps/1')).toBe('{ "name": "b/c", "when": { "x~y": [1, true, null] } }');
  });

  it('falls back to the nearest value that exists, then to the first character', () => {
    expect(slice('/steps/0/submit/next')).toBe('{ "name": "a", "back": "sideways" }');
    expect(rangeOfPointer(text, '')).toEqual({ from: 0, to: 1 });
    expect(rangeOfPointer(text, '/missing')).toEqual({ from: 0, to: 1 });
  });

  it('keeps what it read before a syntax error', () => {
    const broken = '{ "a": 1, "b": [2, ';
    expect(broken.slice(rangeOfPointer(broken, '/a').from, rangeOfPointer(broken, '/a').to)).toBe(
      '"a": 1',
    );
  });
});
