import { describe, expect, it } from 'vitest';
import { conditionClauses } from '../../../src/studio/draft/conditionClauses';

describe('a step’s condition in words', () => {
  it('reads the shapes flows use: a nested answer in a list, a fixed value, a required answer', () => {
    expect(
      conditionClauses({
        properties: {
          businessCategory: {
            properties: { name: { enum: ['Technical Services', 'Marketing Services'] } },
            required: ['name'],
            type: 'object',
          },
        },
        required: ['businessCategory'],
      }),
    ).toEqual([
      {
        field: 'businessCategory.name',
        test: 'oneOf',
        values: ['Technical Services', 'Marketing Services'],
      },
    ]);
    expect(
      conditionClauses({
        properties: { plan: { const: 'yearly' }, size: { enum: ['51+'] } },
        required: ['website'],
      }),
    ).toEqual([
      { field: 'plan', test: 'is', value: 'yearly' },
      { field: 'size', test: 'is', value: '51+' },
      { field: 'website', test: 'answered' },
    ]);
  });

  it('leaves anything else to be shown as its JSON', () => {
    for (const when of [
      { not: { required: ['x'] } },
      { anyOf: [{ required: ['a'] }, { required: ['b'] }] },
      { properties: { size: { minimum: 3 } } },
      { enum: ['a'] },
      {},
    ])
      expect(conditionClauses(when), JSON.stringify(when)).toBeUndefined();
  });
});
