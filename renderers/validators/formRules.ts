import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { renderedWith } from '../../shared/schema/uiRenderer';
import type { Validate } from './validate';

type Data = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function topLevelFields(uiSchema: UiSchema): [string, Record<string, unknown>][] {
  return Object.entries(uiSchema).filter(
    (entry): entry is [string, Record<string, unknown>] =>
      !entry[0].startsWith('ui:') && isObject(entry[1]),
  );
}

/**
 * The rules a form's uiSchema declares beyond its JSON Schema, for its top-level fields: a widget's
 * validate function (by the widget's name, in ui:widget or ui:options, from its registration: the phone's country and length),
 * and `ui:options.sameAs` (a confirmation that must equal another field; `mismatchKeyOf` gives its
 * message key). Returns RJSF's error schema with
 * message keys, or undefined when every rule holds.
 */
export function formRuleErrors(
  uiSchema: UiSchema,
  formData: Data,
  validators: Record<string, Validate>,
  mismatchKeyOf: (field: string) => string | undefined,
): ErrorSchema | undefined {
  const errors: Record<string, { __errors: string[] }> = {};
  for (const [field, ui] of topLevelFields(uiSchema)) {
    const widget = renderedWith(ui, 'widget')?.name;
    // A widget's value is one value: its problems are the field's own.
    const problem = widget ? validators[widget]?.(formData[field])[0] : undefined;
    if (problem) errors[field] = { __errors: [problem.message] };
    const options = isObject(ui['ui:options']) ? ui['ui:options'] : {};
    const sameAs = typeof options.sameAs === 'string' ? options.sameAs : undefined;
    const value = formData[field];
    if (sameAs && value !== undefined && value !== '' && value !== formData[sameAs]) {
      const key = mismatchKeyOf(field);
      if (key) errors[field] = { __errors: [key] };
    }
  }
  return Object.keys(errors).length > 0 ? (errors as ErrorSchema) : undefined;
}
