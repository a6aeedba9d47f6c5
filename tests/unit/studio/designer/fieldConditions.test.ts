// @vitest-environment node
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
  branchFieldsOf,
  fieldConditionOf,
  fieldHostOf,
} from '../../../../src/studio/designer/fieldConditions';
import { labelledAnswers } from '../../../../src/studio/designer/fieldAnswers';
import { designOf, withFieldDesign } from '../../../../src/studio/designer/fieldDesign';
import {
  fieldOrderOf,
  fieldRowsOf,
  moveField,
  removeField,
  withConditionOn,
} from '../../../../src/studio/designer/stepFields';
import type { StepTexts } from '../../../../src/studio/designer/stepTexts';
import type { JsonObject } from '../../../../src/studio/draft/configFiles';
import { answersOfStep } from '../../../../src/studio/draft/conditionAnswers';
import { whenOf } from '../../../../src/studio/draft/conditionRules';

const plain: StepTexts = { read: (value) => value, isEditableKey: () => false };
const SIZES = ['1-10', '11-50', '51-200', '200+'];
/** A step asking the category, then the company size (required, with its message), then a note. */
const step = (): JsonObject => ({
  type: 'object',
  required: ['category', 'companySize'],
  properties: {
    category: { type: 'string', title: 'Category', enum: ['SaaS', 'Education', 'Retail'] },
    companySize: { type: 'string', title: 'Company size', enum: SIZES },
    note: { type: 'string', title: 'Note' },
  },
  errorMessage: { required: { category: 'Pick one.', companySize: 'Say how big.' } },
});
const forTwoCategories = whenOf([
  { field: 'category', test: 'oneOf', values: ['SaaS', 'Education'] },
])!;

/** Whether ajv (as the server validates) accepts `data` for `schema`. */
function accepts(schema: JsonObject, data: unknown): boolean {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  return ajv.validate({ ...schema, errorMessage: undefined }, data);
}

describe('a field shown only when the step’s other answers say so', () => {
  it('moves into an allOf branch of its own, with its requirement and message, in its place', () => {
    const written = withConditionOn(step(), 'companySize', forTwoCategories);
    expect(written.properties).not.toHaveProperty('companySize');
    expect(written.required).toEqual(['category']);
    expect(written.errorMessage).toEqual({ required: { category: 'Pick one.' } });
    expect(written.allOf).toEqual([
      {
        if: { properties: { category: { enum: ['SaaS', 'Education'] } }, required: ['category'] },
        then: {
          properties: { companySize: { type: 'string', title: 'Company size', enum: SIZES } },
          required: ['companySize'],
          errorMessage: { required: { companySize: 'Say how big.' } },
        },
      },
    ]);
    // RJSF would add the branch's field after the step's own: ui:order keeps it second.
    expect(written['ui:order']).toEqual(['category', 'companySize', 'note']);
    expect(fieldOrderOf(written)).toEqual(['category', 'companySize', 'note']);
    expect(fieldRowsOf(written, plain)[1]).toEqual({
      name: 'companySize',
      kind: 'singleChoice',
      label: 'Company size',
      condition: { kind: 'when', when: forTwoCategories, index: 0 },
    });
  });

  it('is asked, and required, only when the condition holds (as ajv validates it)', () => {
    const written = withConditionOn(step(), 'companySize', forTwoCategories);
    expect(accepts(written, { category: 'SaaS' })).toBe(false);
    expect(accepts(written, { category: 'SaaS', companySize: '11-50' })).toBe(true);
    expect(accepts(written, { category: 'SaaS', companySize: 'huge' })).toBe(false);
    expect(accepts(written, { category: 'Retail' })).toBe(true);
    expect(accepts(step(), { category: 'Retail' })).toBe(false);
  });

  it('needs no ui:order when the field is last anyway', () => {
    const written = withConditionOn(step(), 'note', forTwoCategories);
    expect(written).not.toHaveProperty('ui:order');
    expect(fieldOrderOf(written)).toEqual(['category', 'companySize', 'note']);
    expect(written.required).toEqual(['category', 'companySize']);
    expect((written.allOf as JsonObject[])[0]!.then).toEqual({
      properties: { note: { type: 'string', title: 'Note' } },
    });
  });

  it('changes its condition in place, and goes back to the step when shown always', () => {
    const once = withConditionOn(step(), 'companySize', forTwoCategories);
    const saas = whenOf([{ field: 'category', test: 'is', value: 'SaaS' }])!;
    const changed = withConditionOn(once, 'companySize', saas);
    expect((changed.allOf as JsonObject[])[0]!.if).toEqual(saas);
    expect((changed.allOf as JsonObject[])[0]!.then).toEqual((once.allOf as JsonObject[])[0]!.then);
    const back = withConditionOn(changed, 'companySize', undefined);
    expect(back).not.toHaveProperty('allOf');
    expect(back.required).toEqual(['category', 'companySize']);
    expect(back.errorMessage).toEqual(step().errorMessage);
    expect(fieldOrderOf(back)).toEqual(['category', 'companySize', 'note']);
    expect((back.properties as JsonObject).companySize).toEqual(
      (step().properties as JsonObject).companySize,
    );
  });

  it('is edited in its branch by the property panel', () => {
    const written = withConditionOn(step(), 'companySize', forTwoCategories);
    const hosted = fieldHostOf(written, 'companySize')!;
    const design = designOf(hosted.host, 'companySize', plain)!;
    expect(design).toMatchObject({ required: true, requiredMessage: 'Say how big.' });
    const edited = withFieldDesign(
      hosted.host,
      { ...design, label: 'Team size', requiredMessage: 'How many are you?' },
      plain,
    );
    const after = hosted.withHost(edited.step);
    expect((after.allOf as JsonObject[])[0]!.then).toMatchObject({
      properties: { companySize: { title: 'Team size' } },
      required: ['companySize'],
      errorMessage: { required: { companySize: 'How many are you?' } },
    });
    expect((after.allOf as JsonObject[])[0]!.if).toEqual(forTwoCategories);
    expect(after.properties).toEqual(written.properties);
  });

  it('moves among the others through ui:order', () => {
    const written = withConditionOn(step(), 'companySize', forTwoCategories);
    expect(fieldOrderOf(moveField(written, 1, 0))).toEqual(['companySize', 'category', 'note']);
  });

  it('goes with its branch when removed, and stays (shown always) when what it tests goes', () => {
    const written = withConditionOn(step(), 'companySize', forTwoCategories);
    const withoutSize = removeField(written, 'companySize');
    expect(withoutSize).not.toHaveProperty('allOf');
    expect(fieldOrderOf(withoutSize)).toEqual(['category', 'note']);
    const withoutCategory = removeField(written, 'category');
    expect(fieldOrderOf(withoutCategory)).toEqual(['companySize', 'note']);
    expect(fieldConditionOf(withoutCategory, 'companySize')).toEqual({ kind: 'always' });
    expect(withoutCategory.required).toEqual(['companySize']);
  });

  it('keeps the rules that do not test a removed field', () => {
    const twoRules = whenOf([
      { field: 'category', test: 'is', value: 'SaaS' },
      { field: 'note', test: 'answered' },
    ])!;
    const written = removeField(withConditionOn(step(), 'companySize', twoRules), 'note');
    expect(fieldConditionOf(written, 'companySize')).toMatchObject({
      kind: 'when',
      when: whenOf([{ field: 'category', test: 'is', value: 'SaaS' }]),
    });
  });

  it('offers the answers of branch fields to the conditions of other fields and later steps', () => {
    const written = withConditionOn(step(), 'companySize', forTwoCategories);
    expect(answersOfStep('company', written).map((a) => a.field)).toEqual([
      'category',
      'note',
      'companySize',
    ]);
  });
});

describe('branches the designer lists but leaves to JSON', () => {
  it('lists a field of several branches (RJSF’s if/then/else example) as set in JSON', () => {
    const animals: JsonObject = {
      type: 'object',
      properties: { animal: { enum: ['Cat', 'Fish'] } },
      allOf: [
        {
          if: { properties: { animal: { const: 'Cat' } } },
          then: { properties: { food: { type: 'string', enum: ['meat'] } }, required: ['food'] },
        },
        {
          if: { properties: { animal: { const: 'Fish' } } },
          then: {
            properties: {
              food: { type: 'string', enum: ['worms'] },
              water: { type: 'string', enum: ['lake', 'sea'] },
            },
          },
        },
      ],
    };
    expect(fieldOrderOf(animals)).toEqual(['animal', 'food', 'water']);
    expect(fieldConditionOf(animals, 'food')).toMatchObject({ kind: 'json' });
    // A `then` declaring two fields is not the designer's to rewrite.
    expect(fieldConditionOf(animals, 'water')).toEqual({
      kind: 'json',
      branches: [{ pointer: '/allOf/1', schema: { type: 'string', enum: ['lake', 'sea'] } }],
    });
    expect(fieldHostOf(animals, 'food')).toBeUndefined();
    expect(withConditionOn(animals, 'water', undefined)).toEqual(animals);
  });

  it('lists the fields of a step-level if/then/else and of schema dependencies', () => {
    const schema: JsonObject = {
      type: 'object',
      properties: { plan: { type: 'string' }, seats: { type: 'integer' } },
      if: { properties: { plan: { const: 'team' } } },
      then: { properties: { teamName: { type: 'string' } } },
      else: { properties: { soloReason: { type: 'string' } } },
      dependencies: {
        seats: { properties: { billingEmail: { type: 'string', format: 'email' } } },
      },
    };
    const branches = branchFieldsOf(schema);
    expect([...branches.keys()]).toEqual(['teamName', 'soloReason', 'billingEmail']);
    expect(branches.get('teamName')![0]!.pointer).toBe('/if');
    expect(branches.get('soloReason')![0]!.pointer).toBe('/else');
    expect(branches.get('billingEmail')![0]!.pointer).toBe('/dependencies/seats');
    expect(fieldRowsOf(schema, plain).map((row) => [row.name, row.condition.kind])).toEqual([
      ['plan', 'always'],
      ['seats', 'always'],
      ['teamName', 'json'],
      ['soloReason', 'json'],
      ['billingEmail', 'json'],
    ]);
  });
});

describe('the answers a field’s rule may test, in the designer', () => {
  it('are named by their labels, and a choice’s values by its options’ names', () => {
    const named: StepTexts = {
      read: (value) => ({ 'sizes.small': 'Small team' })[value] ?? value,
      isEditableKey: () => false,
    };
    const schema = step();
    (schema.properties as JsonObject).companySize = {
      type: 'string',
      title: 'Company size',
      enum: ['1-10', '11-50'],
      'ui:enumNames': ['sizes.small', 'Medium team'],
    };
    const answers = labelledAnswers(schema, 'company', named);
    expect(answers.find((a) => a.field === 'companySize')).toEqual({
      field: 'companySize',
      step: 'company',
      label: 'Company size',
      input: { kind: 'choice', values: ['1-10', '11-50'], labels: ['Small team', 'Medium team'] },
    });
    expect(answers.find((a) => a.field === 'note')).toMatchObject({
      label: 'Note',
      input: { kind: 'text' },
    });
  });
});
