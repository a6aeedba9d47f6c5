// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkRefs } from '../../../shared/config/checks/refs';
import type { JsonObject } from '../../../shared/schema/splitSchema';
import { at, problemsAfter } from './support';

const FILE = 'schemas/steps/case.json';
const definitions = { name: { type: 'string' }, 'a/b c': { type: 'number' } };
/** The ref-target problems of a step of one field, `answer`, with the given schema. */
const refusals = (answer: JsonObject) =>
  checkRefs(FILE, { type: 'object', definitions, properties: { answer } });

describe('a $ref the form cannot follow', () => {
  it.each<[string, string, RegExp]>([
    ['an anchor', '#name', /names a part by an anchor/],
    ['another document', 'https://example.com/address.json', /points outside this schema/],
    ['a file beside it', 'address.json', /points outside this schema/],
    [
      'a part that is not there',
      '#/definitions/nmae',
      /points to a part this schema does not have/,
    ],
  ])('is refused in plain words at its path: %s', (_, ref, words) => {
    const [problem, ...more] = refusals({ $ref: ref });
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ path: '/properties/answer/$ref', rule: 'ref-target' });
    expect(problem!.message).toMatch(words);
    expect(problem!.fix).toBe(
      'refer to one of: #/definitions/name, #/definitions/a~1b c; or put the part under "definitions" and write "$ref": "#/definitions/<name>"',
    );
  });

  it.each(['#', '#/definitions/name', '#/definitions/a~1b%20c', '#/properties/answer'])(
    'takes a path to a part of the schema: %s',
    (ref) => {
      expect(refusals({ $ref: ref })).toEqual([]);
    },
  );

  it('is told from a field and a value of the same name', () => {
    expect(
      checkRefs(FILE, {
        type: 'object',
        properties: { $ref: { type: 'string', default: { $ref: 'elsewhere.json' } } },
      }),
    ).toEqual([]);
  });

  it("is refused by the configuration checker in the checker's words, not Ajv's or RJSF's", () => {
    const problems = problemsAfter('schemas/steps/team_size.json', (s) => {
      (s.properties as Record<string, JsonObject>).teamSize = { $ref: '#size' };
    });
    expect(problems).toContainEqual(
      at('schemas/steps/team_size.json', '/properties/teamSize/$ref', 'ref-target'),
    );
    expect(problems.map((p) => p.rule)).not.toContain('compiles');
  });

  it('refuses an $anchor by the draft-07 rule with the way to write it, where Ajv said "Invalid JSON pointer."', () => {
    const problems = problemsAfter('schemas/steps/team_size.json', (s) => {
      s.definitions = { size: { $anchor: 'size', type: 'integer' } };
      (s.properties as Record<string, JsonObject>).teamSize = { $ref: '#size' };
    });
    expect(problems).toContainEqual(
      at('schemas/steps/team_size.json', '/definitions/size/$anchor', 'draft-07'),
    );
    expect(problems.find((p) => p.rule === 'draft-07')!.fix).toBe(
      'put the part under "definitions" and refer to it by its path: "$ref": "#/definitions/<name>"',
    );
    expect(problems.map((p) => p.message)).not.toContain('Invalid JSON pointer.');
  });
});
