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
    // Required answers first, as `required` lists them; a list of one stays a list.
    expect(
      conditionClauses({
        properties: { plan: { const: 'yearly' }, size: { enum: ['51+'] } },
        required: ['website', 'size'],
      }),
    ).toEqual([
      { field: 'website', test: 'answered' },
      { field: 'size', test: 'oneOf', values: ['51+'] },
      { field: 'plan', test: 'is', value: 'yearly' },
    ]);
  });

  it('reads `not` around a value or a list of values as "is not" and "is not one of"', () => {
    expect(
      conditionClauses({
        properties: {
          plan: { not: { const: 'yearly' } },
          businessCategory: {
            properties: { name: { not: { enum: ['SaaS', 'Other'] } } },
            required: ['name'],
            type: 'object',
          },
        },
        required: ['plan', 'businessCategory'],
      }),
    ).toEqual([
      { field: 'plan', test: 'isNot', value: 'yearly' },
      { field: 'businessCategory.name', test: 'notOneOf', values: ['SaaS', 'Other'] },
    ]);
  });

  it('leaves anything else to be shown as its JSON', () => {
    for (const when of [
      { not: { required: ['x'] } },
      { not: { const: 1 } },
      { properties: { plan: { not: { const: 'a', enum: ['b'] } } } },
      { properties: { plan: { not: { minimum: 3 } } } },
      { properties: { plan: { not: 'yearly' } } },
      { anyOf: [{ required: ['a'] }, { required: ['b'] }] },
      { properties: { size: { minimum: 3 } } },
      { required: 'website' },
      { required: [3] },
      { enum: ['a'] },
      {},
    ])
      expect(conditionClauses(when), JSON.stringify(when)).toBeUndefined();
  });
});
