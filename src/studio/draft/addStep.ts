import {
  brandFlowOf,
  DEFAULT_ENGLISH_COPY,
  formatJson,
  parseObject,
  stepFileOf,
  type ConfigFileTexts,
} from './configFiles';
import { stepFromTemplate, type TemplateId, type TemplateInput } from './stepTemplates';

export type AddStepRefusal = 'noFlow' | 'nameTaken' | 'fileTaken' | 'noCopy';

/**
 * The draft with a step made from a template: its schema file, its place in the brand's flow
 * (after the step at `afterIndex`, with that step's progress) and its English copy in the default
 * copy, which every brand falls back to.
 */
export function addStepFromTemplate(
  files: ConfigFileTexts,
  template: TemplateId,
  input: TemplateInput,
  afterIndex: number,
): { files: ConfigFileTexts } | { refused: AddStepRefusal } {
  const found = brandFlowOf(files);
  if (!found) return { refused: 'noFlow' };
  if (found.flow.steps.some((step) => step.name === input.name)) return { refused: 'nameTaken' };
  const made = stepFromTemplate(template, input);
  const schemaFile = stepFileOf(made.flowStep.schema);
  if (files[schemaFile] !== undefined) return { refused: 'fileTaken' };
  const copy = parseObject(files[DEFAULT_ENGLISH_COPY]);
  if (!copy) return { refused: 'noCopy' };

  const steps = [...found.flow.steps];
  const at = Math.min(Math.max(afterIndex + 1, 0), steps.length);
  const progress = steps[at - 1]?.progress ?? 0;
  steps.splice(at, 0, { ...made.flowStep, progress });
  return {
    files: {
      ...files,
      [schemaFile]: formatJson(made.schema),
      [found.flowFile]: formatJson({ ...found.flow, steps }),
      [DEFAULT_ENGLISH_COPY]: formatJson({ ...copy, ...made.copy }),
    },
  };
}
