import type { CustomValidator, FormValidation, UiSchema } from '@rjsf/utils';
import type { Validate } from './validate';

function at(errors: FormValidation, path: (string | number)[]): FormValidation | undefined {
  let node: unknown = errors;
  for (const segment of path)
    node = (node as Record<string | number, unknown> | undefined)?.[segment];
  return node as FormValidation | undefined;
}

/**
 * RJSF's customValidate for a form: the validate functions of its top-level custom fields (by
 * ui:field name, from their registrations), added to the errors of the values they judge, so
 * submit stops on them as on a schema error.
 */
export function fieldRulesValidator(
  uiSchema: UiSchema,
  validators: Record<string, Validate>,
): CustomValidator {
  return (formData, errors) => {
    const data = (formData ?? {}) as Record<string, unknown>;
    for (const [field, ui] of Object.entries(uiSchema)) {
      const validate = validators[(ui as { 'ui:field'?: string } | undefined)?.['ui:field'] ?? ''];
      for (const problem of validate?.(data[field]) ?? []) {
        at(errors, [field, ...problem.path])?.addError(problem.message);
      }
    }
    return errors;
  };
}
