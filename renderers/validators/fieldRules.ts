import type { CustomValidator, FormValidation, UiSchema } from '@rjsf/utils';
import { stagesBeforePrevious } from '../fields/stageDays';

/** A problem a field rule found: where inside the field's value, and the message key. */
interface FieldProblem {
  path: (string | number)[];
  message: string;
}

/** Checks JSON Schema cannot state, by the ui:field name of the custom field whose value they judge. */
const fieldRules: Record<string, (value: unknown) => FieldProblem[]> = {
  stagesEditor: (value) => {
    const stages = Array.isArray(value) ? (value as { duration?: unknown }[]) : [];
    const days = stages.map((s) => (typeof s?.duration === 'number' ? s.duration : 0));
    return stagesBeforePrevious(days).map((i) => ({
      path: [i, 'duration'],
      message: 'validation.stages.durationOrder',
    }));
  },
};

function at(errors: FormValidation, path: (string | number)[]): FormValidation | undefined {
  let node: unknown = errors;
  for (const segment of path)
    node = (node as Record<string | number, unknown> | undefined)?.[segment];
  return node as FormValidation | undefined;
}

/**
 * RJSF's customValidate for a form: the rules of its top-level custom fields, added to the errors
 * of the values they judge, so submit stops on them as on a schema error.
 */
export function fieldRulesValidator(uiSchema: UiSchema): CustomValidator {
  return (formData, errors) => {
    const data = (formData ?? {}) as Record<string, unknown>;
    for (const [field, ui] of Object.entries(uiSchema)) {
      const rule = fieldRules[(ui as { 'ui:field'?: string } | undefined)?.['ui:field'] ?? ''];
      for (const problem of rule?.(data[field]) ?? []) {
        at(errors, [field, ...problem.path])?.addError(problem.message);
      }
    }
    return errors;
  };
}
