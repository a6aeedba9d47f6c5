import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../src/api/errors';
import { fieldProblemsOf } from '../../../src/engine/react/serverErrors';
import { valuesToSend } from '../../../src/engine/react/stepValues';
import { inFieldOrder } from '../../../src/engine/react/transformErrors';

const schema = {
  type: 'object' as const,
  properties: {
    websiteUrl: { type: 'string' as const },
    blogUrl: { type: ['string', 'null'] as ('string' | 'null')[] },
  },
};

describe('the values a save sends', () => {
  it('sends null for an emptied field whose schema allows null, so the server clears it', () => {
    expect(
      valuesToSend({ websiteUrl: 'https://a.example' }, ['websiteUrl', 'blogUrl'], schema),
    ).toEqual({
      websiteUrl: 'https://a.example',
      blogUrl: null,
    });
  });

  it('leaves out an empty field whose schema does not allow null', () => {
    expect(valuesToSend({}, ['websiteUrl'], schema)).toEqual({});
  });

  it('clears the answer of a branch field its condition no longer shows, and keeps a shown one', () => {
    const conditional = {
      type: 'object' as const,
      properties: { style: { type: 'string' as const } },
      allOf: [
        {
          if: { properties: { style: { const: 'team' } }, required: ['style'] },
          then: { properties: { teamName: { type: 'string' as const } } },
        },
      ],
    };
    const data = { style: 'alone', teamName: 'Typed before' };
    expect(valuesToSend(data, ['style', 'teamName'], conditional, ['style'])).toEqual({
      style: 'alone',
      teamName: null,
    });
    expect(
      valuesToSend({ ...data, style: 'team' }, ['style', 'teamName'], conditional, [
        'style',
        'teamName',
      ]),
    ).toEqual({ style: 'team', teamName: 'Typed before' });
  });
});

describe('a failed save mapped to a field by its status code', () => {
  it('puts the message under the field the binding names', () => {
    const failure = new ApiCallError('This promo code is not valid.', 'promo_code_invalid', 400);
    expect(fieldProblemsOf(failure, { promo_code_invalid: 'promoCode' })).toEqual([
      { path: '/promoCode', message: { id: 'This promo code is not valid.' } },
    ]);
  });

  it('leaves other codes to the message above the buttons', () => {
    const failure = new ApiCallError('Down for maintenance', 'unavailable', 503);
    expect(fieldProblemsOf(failure, { promo_code_invalid: 'promoCode' })).toBeUndefined();
  });
});

describe('errors in field order', () => {
  it('puts errors in the order the schema declares the fields, so the topmost is focused first', () => {
    const errors = [
      { property: '.featureDescription', message: 'a', stack: '' },
      { property: '.websiteUrl', message: 'b', stack: '' },
      { property: '.primaryFeatures', message: 'c', stack: '' },
      { property: '.websiteUrl', message: 'd', stack: '' },
    ];
    const schema = {
      properties: { websiteUrl: {}, primaryFeatures: {}, featureDescription: {} },
    };
    expect(inFieldOrder(errors, schema).map((e) => e.message)).toEqual(['b', 'd', 'c', 'a']);
  });
});
