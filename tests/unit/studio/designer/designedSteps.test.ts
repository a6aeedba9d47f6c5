// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../../../shared/config/checkConfig';
import { readConfigDocuments } from '../../../../shared/config/readConfigDocuments';
import { designOf, withFieldDesign } from '../../../../src/studio/designer/fieldDesign';
import { FIELD_KINDS } from '../../../../src/studio/designer/fieldKinds';
import {
  addField,
  fieldOrderOf,
  withConditionOn,
} from '../../../../src/studio/designer/stepFields';
import { whenOf } from '../../../../src/studio/draft/conditionRules';
import type { StepTexts } from '../../../../src/studio/designer/stepTexts';
import type { JsonObject } from '../../../../src/studio/draft/configFiles';
import { repoRoot } from '../../config/support';

const plain: StepTexts = { read: (value) => value, isEditableKey: () => false };

/** A step of one field of each kind, each required with its own message. */
function stepOfEveryKind(): JsonObject {
  let step: JsonObject = { title: 'Everything', type: 'object', properties: {} };
  for (const kind of FIELD_KINDS) {
    const added = addField(step, kind, `A ${kind} field`, FIELD_KINDS.length);
    const design = designOf(added.step, added.name, plain)!;
    step = withFieldDesign(
      added.step,
      { ...design, required: true, requiredMessage: `Answer the ${kind} field.` },
      plain,
    ).step;
  }
  return step;
}

/** The same step with every field but the first shown only once the first is answered. */
function stepOfConditionalFields(): JsonObject {
  let step = stepOfEveryKind();
  const [first, ...others] = fieldOrderOf(step);
  for (const name of others)
    step = withConditionOn(step, name, whenOf([{ field: first!, test: 'answered' }]));
  return step;
}

function problemsOf(step: JsonObject) {
  const documents = new Map(readConfigDocuments(repoRoot));
  documents.set('schemas/steps/designed.json', JSON.stringify(step));
  return checkConfig(documents).problems.filter(
    (problem) => problem.file === 'schemas/steps/designed.json',
  );
}

describe('steps the designer writes', { timeout: 30_000 }, () => {
  it("pass the configuration checker's every rule, with a field of each kind", () => {
    expect(problemsOf(stepOfEveryKind())).toEqual([]);
  });

  it('pass it too with every kind shown on a condition, each in the branch it writes', () => {
    const step = stepOfConditionalFields();
    expect((step.allOf as JsonObject[]).length).toBe(FIELD_KINDS.length - 1);
    expect(fieldOrderOf(step)).toEqual(fieldOrderOf(stepOfEveryKind()));
    expect(problemsOf(step)).toEqual([]);
  });

  it('name their fields after the labels, one name each', () => {
    expect(Object.keys(stepOfEveryKind().properties as JsonObject)).toEqual(
      FIELD_KINDS.map((kind) => `a${kind[0]!.toUpperCase()}${kind.slice(1).toLowerCase()}Field`),
    );
  });
});
