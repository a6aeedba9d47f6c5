import type { ErrorSchema, UiSchema } from '@rjsf/utils';

/** A check JSON Schema cannot express, for one widget's value; returns a message key. */
export type WidgetValidator = (value: unknown) => string | undefined;

/** Widgets with a validator of their own, each loaded (with its data) only when a form uses it. */
export const widgetValidatorLoaders: Record<string, () => Promise<WidgetValidator>> = {
  phone: () => import('./phone').then((m) => m.phoneProblem),
};

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

/** The widget names of a form's top-level fields that have a validator. */
export function validatedWidgets(uiSchema: UiSchema): string[] {
  const names = topLevelFields(uiSchema)
    .map(([, ui]) => ui['ui:widget'])
    .filter((w): w is string => typeof w === 'string' && w in widgetValidatorLoaders);
  return [...new Set(names)];
}

/**
 * The rules a form's uiSchema declares beyond its JSON Schema, for its top-level fields: a widget's
 * own validator (the phone's country and length), and `ui:options.sameAs` (a confirmation that must
 * equal another field; `mismatchKeyOf` gives its message key). Returns RJSF's error schema with
 * message keys, or undefined when every rule holds.
 */
export function formRuleErrors(
  uiSchema: UiSchema,
  formData: Data,
  validators: Record<string, WidgetValidator>,
  mismatchKeyOf: (field: string) => string | undefined,
): ErrorSchema | undefined {
  const errors: Record<string, { __errors: string[] }> = {};
  for (const [field, ui] of topLevelFields(uiSchema)) {
    const widget = typeof ui['ui:widget'] === 'string' ? ui['ui:widget'] : undefined;
    const problem = widget ? validators[widget]?.(formData[field]) : undefined;
    if (problem) errors[field] = { __errors: [problem] };
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
