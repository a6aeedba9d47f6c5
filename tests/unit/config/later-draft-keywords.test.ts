import { describe, expect, it } from 'vitest';
import { checkIgnoredKeywords } from '../../../shared/config/checks/ignoredKeywords';

const file = 'schemas/steps/case.json';

describe('keywords of later drafts in a step schema', () => {
  it('are refused where they stand, with the draft-07 way', () => {
    const problems = checkIgnoredKeywords(file, {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' } },
      dependentRequired: { a: ['b'] },
      allOf: [{ unevaluatedProperties: false }],
    });
    expect(problems).toEqual([
      expect.objectContaining({ path: '/dependentRequired', rule: 'draft-07' }),
      expect.objectContaining({ path: '/allOf/0/unevaluatedProperties', rule: 'draft-07' }),
    ]);
    expect(problems[0]!.fix).toMatch(/"dependencies"/);
  });

  it.each(['$anchor', '$dynamicAnchor', '$recursiveAnchor'])(
    'refuse %s, pointing to "definitions" and a path',
    (keyword) => {
      const problems = checkIgnoredKeywords(file, {
        type: 'object',
        definitions: { name: { [keyword]: keyword === '$recursiveAnchor' ? true : 'name' } },
      });
      expect(problems).toEqual([
        expect.objectContaining({ path: `/definitions/name/${keyword}`, rule: 'draft-07' }),
      ]);
      expect(problems[0]!.fix).toMatch(/"#\/definitions\/<name>"/);
    },
  );

  it('are told from fields, definitions and values of the same name', () => {
    expect(
      checkIgnoredKeywords(file, {
        type: 'object',
        properties: { minContains: { type: 'integer', default: 1 } },
        definitions: { $dynamicRef: { type: 'string' } },
        default: { dependentRequired: true },
      }),
    ).toEqual([]);
  });
});
