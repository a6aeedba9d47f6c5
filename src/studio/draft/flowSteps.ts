import type { Condition, FlowStep } from '../../../shared/flow/types';
import { brandFlowOf, formatJson, type ConfigFileTexts, type JsonObject } from './configFiles';
import { progressDrops } from './progressDrops';

/** One row of the Studio's step list: what a step shows and when. */
export interface StepRow {
  name: string;
  schema: string;
  progress: number;
  /** False where the step hides the progress bar. */
  showProgress: boolean;
  /** The step shown just before it on some path whose higher figure the bar would go back from. */
  progressDrop: { fromStep: string; fromProgress: number } | undefined;
  when: Condition | undefined;
  poster: boolean;
  sidePanel: boolean;
  paymentPanel: boolean;
  /** The brand hides the step from everyone (hideSteps). */
  hiddenForAll: boolean;
  /** Business categories for which the brand skips the step (variants.skipStepsForCategories). */
  hiddenForCategories: string[];
}

function skipRulesOf(brand: JsonObject): Record<string, string[]> {
  const variants = (brand.variants ?? {}) as JsonObject;
  return (variants.skipStepsForCategories ?? {}) as Record<string, string[]>;
}

export function stepRowsOf(files: ConfigFileTexts): StepRow[] {
  const found = brandFlowOf(files);
  if (!found) return [];
  const hidden = (found.brand.hideSteps ?? []) as string[];
  const skips = skipRulesOf(found.brand);
  const { steps } = found.flow;
  const dropFrom = new Map(progressDrops(steps).map(({ at, from }) => [at, steps[from]!]));
  return steps.map((step: FlowStep, index) => {
    const from = dropFrom.get(index);
    return {
      name: step.name,
      schema: step.schema,
      progress: step.progress,
      showProgress: step.showProgress !== false,
      progressDrop: from && { fromStep: from.name, fromProgress: from.progress },
      when: step.when,
      poster: Boolean(step.poster),
      sidePanel: Boolean(step.sidePanel),
      paymentPanel: Boolean(step.paymentPanel),
      hiddenForAll: hidden.includes(step.name),
      hiddenForCategories: skips[step.name] ?? [],
    };
  });
}

/** The draft with the flow's step at `from` moved to `to`; other steps keep their order. */
export function moveStep(files: ConfigFileTexts, from: number, to: number): ConfigFileTexts {
  const found = brandFlowOf(files);
  if (!found || from === to) return files;
  const steps = [...found.flow.steps];
  if (from < 0 || from >= steps.length || to < 0 || to >= steps.length) return files;
  const [moved] = steps.splice(from, 1);
  steps.splice(to, 0, moved!);
  return { ...files, [found.flowFile]: formatJson({ ...found.flow, steps }) };
}

/**
 * The draft with `stepName`'s `when` set to `when` (undefined: the key goes, the step is always
 * shown). A new `when` follows the step's `progress`, as the shipped flows write it.
 */
export function setStepWhen(
  files: ConfigFileTexts,
  stepName: string,
  when: Condition | undefined,
): ConfigFileTexts {
  const found = brandFlowOf(files);
  if (!found) return files;
  const steps = found.flow.steps.map((step) => {
    if (step.name !== stepName) return step;
    const keys = Object.keys(step);
    const entries = Object.entries(step).filter(([key]) => key !== 'when');
    if (when !== undefined) {
      const at = keys.includes('when')
        ? keys.indexOf('when')
        : keys.indexOf('progress') + 1 || keys.length;
      entries.splice(at, 0, ['when', when]);
    }
    return Object.fromEntries(entries) as FlowStep;
  });
  return { ...files, [found.flowFile]: formatJson({ ...found.flow, steps }) };
}

/** The draft with the brand skipping `stepName` for exactly `categories` (none: the rule goes). */
export function hideStepForCategories(
  files: ConfigFileTexts,
  stepName: string,
  categories: readonly string[],
): ConfigFileTexts {
  const found = brandFlowOf(files);
  if (!found) return files;
  const variants = { ...((found.brand.variants ?? {}) as JsonObject) };
  const skips = { ...skipRulesOf(found.brand) };
  const unique = [...new Set(categories.map((c) => c.trim()).filter(Boolean))];
  if (unique.length > 0) skips[stepName] = unique;
  else delete skips[stepName];
  variants.skipStepsForCategories = skips;
  return { ...files, [found.brandFile]: formatJson({ ...found.brand, variants }) };
}

/**
 * Every string value offered in an enum of the flow's category step (role "category"): the
 * categories a skip rule can name.
 */
export function categoriesOf(files: ConfigFileTexts): string[] {
  const found = brandFlowOf(files);
  const categoryStep = found?.flow.steps.find((step) => step.role === 'category');
  const schemaText = categoryStep && files[`schemas/steps/${categoryStep.schema}`];
  if (!schemaText) return [];
  const values = new Set<string>();
  const collect = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(collect);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'enum' && Array.isArray(value))
        value.forEach((v) => typeof v === 'string' && values.add(v));
      else collect(value);
    }
  };
  try {
    collect(JSON.parse(schemaText));
  } catch {
    return [];
  }
  return [...values];
}
