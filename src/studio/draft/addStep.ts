import type { FlowStep } from '../../../shared/flow/types';
import {
  brandFlowOf,
  formatJson,
  stepFileOf,
  type ConfigFileTexts,
  type JsonObject,
} from './configFiles';
import { stepFromTemplate, type TemplateId, type TemplateInput } from './stepTemplates';

export type AddStepRefusal = 'noFlow' | 'nameTaken' | 'fileTaken';

/** Where a new step goes: after the flow's step at `afterIndex`, with the bar at `progress`. */
export interface StepPlace {
  afterIndex: number;
  progress: number;
}

/** The draft with a new step: its schema file and its place in the brand's flow. */
export function placeStep(
  files: ConfigFileTexts,
  schema: JsonObject,
  flowStep: Omit<FlowStep, 'progress'>,
  { afterIndex, progress }: StepPlace,
): { files: ConfigFileTexts } | { refused: AddStepRefusal } {
  const found = brandFlowOf(files);
  if (!found) return { refused: 'noFlow' };
  if (found.flow.steps.some((step) => step.name === flowStep.name)) return { refused: 'nameTaken' };
  const schemaFile = stepFileOf(flowStep.schema);
  if (files[schemaFile] !== undefined) return { refused: 'fileTaken' };

  const steps = [...found.flow.steps];
  const at = Math.min(Math.max(afterIndex + 1, 0), steps.length);
  steps.splice(at, 0, { ...flowStep, progress });
  return {
    files: {
      ...files,
      [schemaFile]: formatJson(schema),
      [found.flowFile]: formatJson({ ...found.flow, steps }),
    },
  };
}

/** The draft with a step made from a template, placed as placeStep does. */
export function addStepFromTemplate(
  files: ConfigFileTexts,
  template: TemplateId,
  input: TemplateInput,
  place: StepPlace,
): { files: ConfigFileTexts } | { refused: AddStepRefusal } {
  const made = stepFromTemplate(template, input);
  return placeStep(files, made.schema, made.flowStep, place);
}
