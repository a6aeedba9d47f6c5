import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonErrorOffset } from '../../../shared/config/jsonErrorOffset';
import { parseJson } from '../../../shared/config/parseJson';

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Where V8 places the error, when its message says. */
const v8Offset = (text: string) => {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const position = /at position (\d+)/.exec((error as Error).message)?.[1];
    return position === undefined ? undefined : Number(position);
  }
};

const stepsDir = join(process.cwd(), 'schemas/steps');
const documents = readdirSync(stepsDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => readFileSync(join(stepsDir, file), 'utf8'));

/** A seeded generator, so a failure can be run again as it was. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

describe('where a text stops being JSON', () => {
  it('names the line an operator broke, not the end of the file', () => {
    const step = [
      '{',
      '  "type": "object",',
      '  "title": "Company",',
      '  "properties": { "size": { "type": "string" } },',
      '  "required": [,',
      '  "additionalProperties": false',
      '}',
      '',
    ].join('\n');
    expect(parseJson('schemas/steps/company.json', step).problem?.message).toMatch(
      /^not valid JSON at line 5, column 16: /,
    );
    expect(parseJson('schemas/steps/company.json', step).problem?.offset).toBe(
      step.indexOf('[,') + 1,
    );
    const short = '{\n  "a": 1,\n  "b": [1 2],\n  "c": 3,\n  "d": 4\n}';
    expect(parseJson('x.json', short).problem?.message).toMatch(/at line 3, column 11: /);
  });

  it('places a text that ends too early at its end, and trailing text where it starts', () => {
    expect(jsonErrorOffset('{"a": [1, 2')).toBe(11);
    expect(jsonErrorOffset('{"a": 1} x')).toBe(9);
    expect(jsonErrorOffset('')).toBe(0);
  });

  it('refuses what JSON refuses inside strings and numbers', () => {
    expect(jsonErrorOffset('"a\u0000b"')).toBe(2);
    expect(jsonErrorOffset('"\\x"')).toBe(2);
    expect(jsonErrorOffset('"\\u12g4"')).toBe(5);
    expect(jsonErrorOffset('01')).toBe(1);
    expect(jsonErrorOffset('[1,]')).toBe(3);
    expect(jsonErrorOffset('{"a" 1}')).toBe(5);
  });

  it('agrees with JSON.parse on every one-character edit of the seed steps', () => {
    const next = random(20261129);
    const alphabet = ['{', '}', '[', ']', ',', ':', '"', '\\', '0', '-', 'e', ' ', '\n', 'x'];
    let broken = 0;
    for (const document of documents) {
      expect(jsonErrorOffset(document)).toBeUndefined();
      for (let edit = 0; edit < 200; edit++) {
        const at = Math.floor(next() * document.length);
        const text =
          next() < 0.5
            ? document.slice(0, at) + document.slice(at + 1)
            : document.slice(0, at) +
              alphabet[Math.floor(next() * alphabet.length)] +
              document.slice(at);
        const offset = jsonErrorOffset(text);
        expect(offset === undefined, text).toBe(parses(text));
        const v8 = v8Offset(text);
        if (v8 !== undefined) expect(offset, text).toBe(v8);
        if (offset !== undefined) broken++;
      }
    }
    expect(broken).toBeGreaterThan(documents.length * 50);
  });

  it('gives up on nesting deeper than the stack, without throwing', () => {
    const deep = '['.repeat(200_000) + ',';
    expect(() => parseJson('deep.json', deep)).not.toThrow();
  });
});
