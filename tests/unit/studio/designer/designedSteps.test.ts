// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../../../shared/config/checkConfig';
import { readConfigDocuments } from '../../../../shared/config/readConfigDocuments';
import { designOf, withFieldDesign } from '../../../../src/studio/designer/fieldDesign';
import { FIELD_KINDS } from '../../../../src/studio/designer/fieldKinds';
import { addField } from '../../../../src/studio/designer/stepFields';
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

describe('steps the designer writes', () => {
  it("pass the configuration checker's every rule, with a field of each kind", () => {
    const documents = new Map(readConfigDocuments(repoRoot));
    documents.set('schemas/steps/designed.json', JSON.stringify(stepOfEveryKind()));
    const problems = checkConfig(documents).problems.filter(
      (problem) => problem.file === 'schemas/steps/designed.json',
    );
    expect(problems).toEqual([]);
  });

  it('name their fields after the labels, one name each', () => {
    expect(Object.keys(stepOfEveryKind().properties as JsonObject)).toEqual(
      FIELD_KINDS.map((kind) => `a${kind[0]!.toUpperCase()}${kind.slice(1).toLowerCase()}Field`),
    );
  });
});
