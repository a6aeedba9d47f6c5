import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../src/api/errors';
import { fieldProblemsOf } from '../../../src/engine/react/serverErrors';
import { shownFieldsOf } from '../../../src/engine/react/shownFields';
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
    expect(valuesToSend(data, ['style', 'teamName'], conditional, { style: {} })).toEqual({
      style: 'alone',
      teamName: null,
    });
    expect(
      valuesToSend({ ...data, style: 'team' }, ['style', 'teamName'], conditional, {
        style: {},
        teamName: {},
      }),
    ).toEqual({ style: 'team', teamName: 'Typed before' });
  });
});

/** A category object whose description shows only for 'Other' (business_category's shape). */
const category = {
  type: 'object' as const,
  properties: { name: { type: 'string' as const } },
  if: { properties: { name: { const: 'Other' } }, required: ['name'] },
  then: { properties: { description: { type: 'string' as const } } },
};

describe('the values a save sends for a field inside an object answer', () => {
  const schema: RJSFSchema = { type: 'object', properties: { businessCategory: category } };
  const utils = createSchemaUtils(validator, schema);
  const send = (data: Record<string, unknown>) =>
    valuesToSend(data, ['businessCategory'], schema, shownFieldsOf(utils, schema, data));

  it('leaves out a nested answer its condition no longer shows, and keeps the rest of the object', () => {
    expect(send({ businessCategory: { name: 'SaaS', description: 'Typed for Other' } })).toEqual({
      businessCategory: { name: 'SaaS' },
    });
  });

  it('keeps a nested answer its condition shows', () => {
    const data = { businessCategory: { name: 'Other', description: 'Dog grooming' } };
    expect(send(data)).toEqual(data);
  });

  it('keeps a nested key the schema does not declare (not a hidden answer)', () => {
    expect(send({ businessCategory: { name: 'SaaS', legacy: 'kept' } })).toEqual({
      businessCategory: { name: 'SaaS', legacy: 'kept' },
    });
  });

  it('clears hidden answers at any depth, through $refs and inside a branch field', () => {
    const deep: RJSFSchema = {
      type: 'object',
      $defs: { category },
      properties: { plan: { type: 'string' } },
      if: { properties: { plan: { const: 'pro' } }, required: ['plan'] },
      then: {
        properties: {
          company: {
            type: 'object',
            properties: { category: { $ref: '#/$defs/category' } },
          },
        },
      },
    };
    const data = {
      plan: 'pro',
      company: { category: { name: 'Education', description: 'Typed for Other' } },
    };
    const shown = shownFieldsOf(createSchemaUtils(validator, deep), deep, data);
    expect(valuesToSend(data, ['plan', 'company'], deep, shown)).toEqual({
      plan: 'pro',
      company: { category: { name: 'Education' } },
    });
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
