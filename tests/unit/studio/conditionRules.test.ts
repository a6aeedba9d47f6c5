import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../../shared/config/checkConfig';
import { readConfigDocuments } from '../../../shared/config/readConfigDocuments';
import { matchesCondition } from '../../../shared/flow/condition';
import type { ConfigFileTexts } from '../../../src/studio/draft/configFiles';
import { conditionClauses, type ConditionClause } from '../../../src/studio/draft/conditionClauses';
import { editableClauses, whenOf } from '../../../src/studio/draft/conditionRules';
import { setStepWhen, stepRowsOf } from '../../../src/studio/draft/flowSteps';

const repository = readConfigDocuments(join(__dirname, '../../..'));
const draft: ConfigFileTexts = Object.fromEntries(
  [...repository].filter(([p]) => !p.startsWith('brands/') || p.startsWith('brands/default/')),
);
const FLOW = 'schemas/flows/main.json';
const flowSteps = (files: ConfigFileTexts) =>
  (JSON.parse(files[FLOW]!) as { steps: Record<string, unknown>[] }).steps;
const seedWhen = flowSteps(draft).find((s) => s.name === 'campaign_usecase')!.when as Record<
  string,
  unknown
>;

/** Every test of one field, with values of its kind. */
const testsOf = (field: string, a: unknown, b: unknown): ConditionClause[] => [
  { field, test: 'is', value: a },
  { field, test: 'isNot', value: b },
  { field, test: 'oneOf', values: [a] },
  { field, test: 'oneOf', values: [b, a] },
  { field, test: 'notOneOf', values: [a, b] },
  { field, test: 'answered' },
];
const FIELDS = [
  testsOf('plan', 'yearly', 'monthly'),
  testsOf('teamSize', 3, 0),
  testsOf('businessCategory.name', 'SaaS', 'Other'),
  testsOf('businessCategory.size', true, false),
  testsOf('website', '', 'a.b'),
];

/** Clause sets of up to three fields in any order, those under businessCategory side by side. */
function* clauseSets(): Generator<ConditionClause[]> {
  const orders = (left: number[], size: number): number[][] =>
    size === 0
      ? [[]]
      : left.flatMap((f) =>
          orders(
            left.filter((o) => o !== f),
            size - 1,
          ).map((rest) => [f, ...rest]),
        );
  const all = FIELDS.map((_, i) => i);
  for (const size of [1, 2, 3])
    for (const order of orders(all, size)) {
      const at = (f: number) => order.indexOf(f);
      if (at(2) >= 0 && at(3) >= 0 && Math.abs(at(2) - at(3)) !== 1) continue;
      const pick = (k: number): ConditionClause[][] =>
        k === order.length
          ? [[]]
          : FIELDS[order[k]!]!.flatMap((clause) => pick(k + 1).map((rest) => [clause, ...rest]));
      yield* pick(0);
    }
}

describe('writing a step’s condition from its rules', () => {
  it('writes nested answers as nested required properties, as the shipped flow does', () => {
    expect(
      whenOf([
        { field: 'businessCategory.name', test: 'notOneOf', values: ['SaaS', 'Other'] },
        { field: 'plan', test: 'is', value: 'yearly' },
        { field: 'website', test: 'answered' },
      ]),
    ).toEqual({
      properties: {
        businessCategory: {
          properties: { name: { not: { enum: ['SaaS', 'Other'] } } },
          required: ['name'],
          type: 'object',
        },
        plan: { const: 'yearly' },
      },
      required: ['businessCategory', 'plan', 'website'],
    });
    expect(whenOf([])).toBeUndefined();
  });

  it('reads back every set of rules it writes, as they were', () => {
    let count = 0;
    for (const clauses of clauseSets()) {
      expect(conditionClauses(whenOf(clauses)!), JSON.stringify(clauses)).toEqual(clauses);
      count++;
    }
    expect(count).toBeGreaterThan(1000);
  });

  it('means what the words say', () => {
    const when = whenOf([
      { field: 'plan', test: 'isNot', value: 'yearly' },
      { field: 'teamSize', test: 'notOneOf', values: [1, 2] },
    ])!;
    expect(matchesCondition(when, { plan: 'monthly', teamSize: 3 })).toBe(true);
    expect(matchesCondition(when, { plan: 'yearly', teamSize: 3 })).toBe(false);
    expect(matchesCondition(when, { plan: 'monthly', teamSize: 2 })).toBe(false);
    // Every rule needs its answer given.
    expect(matchesCondition(when, { teamSize: 3 })).toBe(false);
  });

  it('reads the shipped campaign_usecase condition and rewrites it to the same JSON', () => {
    const clauses = editableClauses(seedWhen);
    expect(clauses).toEqual([
      {
        field: 'businessCategory.name',
        test: 'oneOf',
        values: ['Technical Services', 'Marketing Services'],
      },
    ]);
    expect(JSON.stringify(whenOf(clauses!))).toBe(JSON.stringify(seedWhen));
  });

  it('leaves to JSON a condition it reads but would not write back the same', () => {
    for (const when of [
      // Without `required`, a missing answer passes: the rules would change that.
      { properties: { plan: { const: 'yearly' } } },
      { properties: { plan: { const: 'yearly' } }, required: ['plan'], type: 'object' },
      {
        properties: {
          businessCategory: { properties: { name: { const: 'SaaS' } }, required: ['name'] },
        },
        required: ['businessCategory'],
      },
      { properties: { plan: { const: 'yearly', type: 'string' } }, required: ['plan'] },
    ]) {
      expect(conditionClauses(when), JSON.stringify(when)).toBeDefined();
      expect(editableClauses(when), JSON.stringify(when)).toBeUndefined();
    }
    // Key order is no difference.
    expect(
      editableClauses({ required: ['plan'], properties: { plan: { const: 'yearly' } } }),
    ).toEqual([{ field: 'plan', test: 'is', value: 'yearly' }]);
  });
});

describe('setting a step’s condition in the draft', () => {
  const campaign = (files: ConfigFileTexts) =>
    flowSteps(files).find((step) => step.name === 'campaign_usecase')!;
  const problemsOf = (files: ConfigFileTexts) =>
    checkConfig(new Map(Object.entries(files))).problems;

  it('replaces the condition in place, and the checker accepts what the rules write', () => {
    const when = whenOf([
      { field: 'businessCategory.name', test: 'notOneOf', values: ['SaaS', 'Education'] },
      { field: 'domain', test: 'isNot', value: 'example' },
    ]);
    const edited = setStepWhen(draft, 'campaign_usecase', when);
    expect(campaign(edited).when).toEqual(when);
    expect(Object.keys(campaign(edited))).toEqual(Object.keys(campaign(draft)));
    expect(stepRowsOf(edited).map((row) => row.name)).toEqual(stepRowsOf(draft).map((r) => r.name));
    expect(problemsOf(edited)).toEqual([]);
  });

  it('removes the `when` key for no condition, and puts a new one after the progress', () => {
    const always = setStepWhen(draft, 'campaign_usecase', undefined);
    expect('when' in campaign(always)).toBe(false);
    expect(problemsOf(always)).toEqual([]);
    const again = setStepWhen(always, 'campaign_usecase', seedWhen);
    expect(again[FLOW]).toBe(setStepWhen(draft, 'campaign_usecase', seedWhen)[FLOW]);
    expect(Object.keys(campaign(again))).toEqual(Object.keys(campaign(draft)));
    // Other steps are untouched.
    expect(flowSteps(again).filter((s) => s.name !== 'campaign_usecase')).toEqual(
      flowSteps(draft).filter((s) => s.name !== 'campaign_usecase'),
    );
  });

  it('leaves a value the answer cannot have to the checker to report', () => {
    const edited = setStepWhen(
      draft,
      'campaign_usecase',
      whenOf([{ field: 'businessCategory.name', test: 'isNot', value: 'Plumbing' }]),
    );
    expect(problemsOf(edited).map((p) => p.rule)).toEqual(['when-value']);
  });
});
