import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigDocuments } from '../../../shared/config/readConfigDocuments';
import { newClause, withAnswer, withTest, withValues } from '../../../src/studio/draft/clauseEdits';
import {
  answersBeforeEachStep,
  type OfferedAnswer,
} from '../../../src/studio/draft/conditionAnswers';
import type { ConfigFileTexts } from '../../../src/studio/draft/configFiles';
import { parseTypedValues } from '../../../src/studio/draft/typedValues';

const repository = readConfigDocuments(join(__dirname, '../../..'));
const draft: ConfigFileTexts = Object.fromEntries(
  [...repository].filter(([p]) => !p.startsWith('brands/') || p.startsWith('brands/default/')),
);
const CATEGORIES = [
  'E-commerce',
  'SaaS',
  'Financial Services',
  'Education',
  'Other',
  'Technical Services',
  'Marketing Services',
];

/** A brand whose flow walks `steps`, each with the properties given. */
function flowOf(steps: Record<string, Record<string, unknown>>): ConfigFileTexts {
  const files: Record<string, string> = {
    'brands/b/brand.json': JSON.stringify({ flow: 'f' }),
    'schemas/flows/f.json': JSON.stringify({
      steps: Object.keys(steps).map((name) => ({ name, schema: `${name}.json`, progress: 0 })),
    }),
  };
  for (const [name, properties] of Object.entries(steps))
    files[`schemas/steps/${name}.json`] = JSON.stringify({ type: 'object', properties });
  return files;
}

describe('the answers a step’s condition can test', () => {
  it('are those the steps before it ask, with the category’s name among its listed values', () => {
    const before = answersBeforeEachStep(draft);
    expect(before.get('tenant_domain')).toEqual([]);
    expect(before.get('campaign_usecase')).toEqual([
      { field: 'domain', step: 'tenant_domain', input: { kind: 'text' } },
      {
        field: 'businessCategory.name',
        step: 'business_category',
        input: { kind: 'choice', values: CATEGORIES },
      },
    ]);
    const beforePayment = before.get('payment')!.map((answer) => answer.field);
    expect(beforePayment).toContain('isEmailVerified');
    expect(beforePayment).not.toContain('planType');
  });

  it('name a field by its listed values, a number by numbers, text by text; lists and objects not', () => {
    const before = answersBeforeEachStep(
      flowOf({
        first: {
          plan: { type: 'string', enum: ['a', 'b'] },
          tier: { oneOf: [{ const: 1, title: 'One' }, { const: 2 }] },
          agreed: { type: 'boolean' },
          size: { type: 'integer' },
          ratio: { type: ['number', 'null'] },
          nick: { type: ['string', 'null'] },
          note: {},
          tags: { type: 'array', items: { type: 'string' } },
          loose: { items: { type: 'string' } },
          mixed: { type: ['string', 'number'] },
          address: {
            type: 'object',
            properties: { country: { enum: ['DE', 'FR'] }, street: { type: 'string' } },
          },
        },
        second: { plan: { type: 'string' }, extra: { type: 'number' } },
        third: {},
      }),
    );
    const first: OfferedAnswer[] = [
      { field: 'plan', step: 'first', input: { kind: 'choice', values: ['a', 'b'] } },
      { field: 'tier', step: 'first', input: { kind: 'choice', values: [1, 2] } },
      { field: 'agreed', step: 'first', input: { kind: 'choice', values: [true, false] } },
      { field: 'size', step: 'first', input: { kind: 'number', integer: true } },
      { field: 'ratio', step: 'first', input: { kind: 'number', integer: false } },
      { field: 'nick', step: 'first', input: { kind: 'text' } },
      { field: 'note', step: 'first', input: { kind: 'text' } },
      { field: 'address.country', step: 'first', input: { kind: 'choice', values: ['DE', 'FR'] } },
    ];
    expect(before.get('first')).toEqual([]);
    expect(before.get('second')).toEqual(first);
    // An answer two steps ask is offered once, as the first asks it.
    expect(before.get('third')).toEqual([
      ...first,
      { field: 'extra', step: 'second', input: { kind: 'number', integer: false } },
    ]);
  });

  it('are none while the flow cannot be read', () => {
    expect(answersBeforeEachStep({ 'brands/b/brand.json': '{' }).size).toBe(0);
  });
});

describe('values typed for a rule', () => {
  it('are the text as typed, or one value per line for a list', () => {
    expect(parseTypedValues(' a b ', { kind: 'text' }, false)).toEqual({ values: [' a b '] });
    expect(parseTypedValues('', { kind: 'text' }, false)).toEqual({ values: [''] });
    expect(parseTypedValues('a\n\n b \n', { kind: 'text' }, true)).toEqual({ values: ['a', 'b'] });
    expect(parseTypedValues(' \n', { kind: 'text' }, true)).toEqual({ problem: 'empty' });
  });

  it('are numbers for a number answer, whole for an integer one', () => {
    const number = { kind: 'number', integer: false } as const;
    const integer = { kind: 'number', integer: true } as const;
    expect(parseTypedValues(' 2.5 ', number, false)).toEqual({ values: [2.5] });
    expect(parseTypedValues('1\n-3', integer, true)).toEqual({ values: [1, -3] });
    expect(parseTypedValues('', number, false)).toEqual({ problem: 'number' });
    expect(parseTypedValues('1\ntwo', number, true)).toEqual({ problem: 'number' });
    expect(parseTypedValues('2.5', integer, false)).toEqual({ problem: 'wholeNumber' });
  });
});

describe('editing one rule', () => {
  const plan: OfferedAnswer = {
    field: 'plan',
    step: 's',
    input: { kind: 'choice', values: ['monthly', 'yearly'] },
  };
  const size: OfferedAnswer = {
    field: 'size',
    step: 's',
    input: { kind: 'number', integer: true },
  };
  const name: OfferedAnswer = { field: 'nick', step: 's', input: { kind: 'text' } };

  it('keeps its values where the new test has room for them', () => {
    const is = { field: 'plan', test: 'is', value: 'yearly' } as const;
    expect(withTest(is, 'notOneOf', plan.input)).toEqual({
      field: 'plan',
      test: 'notOneOf',
      values: ['yearly'],
    });
    expect(
      withTest(
        { field: 'plan', test: 'oneOf', values: ['yearly', 'monthly'] },
        'isNot',
        plan.input,
      ),
    ).toEqual({ field: 'plan', test: 'isNot', value: 'yearly' });
    expect(withTest(is, 'answered', plan.input)).toEqual({ field: 'plan', test: 'answered' });
    expect(withTest({ field: 'size', test: 'answered' }, 'oneOf', size.input)).toEqual({
      field: 'size',
      test: 'oneOf',
      values: [0],
    });
  });

  it('starts another answer from its first value, with the same test', () => {
    const rule = { field: 'plan', test: 'isNot', value: 'yearly' } as const;
    expect(withAnswer(rule, size)).toEqual({ field: 'size', test: 'isNot', value: 0 });
    expect(withAnswer(rule, name)).toEqual({ field: 'nick', test: 'isNot', value: '' });
    expect(withAnswer({ field: 'size', test: 'answered' }, plan)).toEqual({
      field: 'plan',
      test: 'answered',
    });
    expect(withValues(rule, ['monthly'])).toEqual({ ...rule, value: 'monthly' });
    expect(withValues({ field: 'size', test: 'oneOf', values: [1] }, [2, 3])).toEqual({
      field: 'size',
      test: 'oneOf',
      values: [2, 3],
    });
  });

  it('adds a rule of the first answer no rule tests yet, none once all are tested', () => {
    expect(newClause([plan, size], [])).toEqual({ field: 'plan', test: 'is', value: 'monthly' });
    expect(newClause([plan, size], [{ field: 'plan', test: 'answered' }])).toEqual({
      field: 'size',
      test: 'is',
      value: 0,
    });
    expect(newClause([plan], [{ field: 'plan', test: 'answered' }])).toBeUndefined();
  });
});
