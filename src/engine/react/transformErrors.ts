import type { RJSFValidationError } from '@rjsf/utils';
import { errorMessageOf, errorText } from '../../../renderers/templates/errorText';
import { defaultMessageOf } from '../../../shared/schema/defaultMessage';
import { missingPropertyOf } from '../../../shared/schema/missingProperty';

/**
 * An error the schema gives no message of its own for (no ajv-errors `errorMessage`) says what the
 * engine's copy says of its keyword (shared/schema/defaultMessage.ts), as the server does, never
 * Ajv's English. ajv-errors reports a custom `required` or `dependencies` message on the parent
 * object; RJSF would show it at the form's top. Move it onto the missing field, where the person
 * can act on it (and where the server puts it). An `if` error only says a `then` branch failed;
 * that branch's own error says how, so it is dropped.
 */
export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors
    .filter((error) => error.name !== 'if')
    .map((error) => {
      if (error.name !== 'errorMessage')
        return { ...error, message: errorText(defaultMessageOf(error.name, error.params)) };
      const missing = missingPropertyOf(error);
      if (missing === undefined) return error;
      const parent = error.property && error.property !== '.' ? error.property : '';
      return { ...error, property: `${parent}.${missing}` };
    });
}

/**
 * Errors in the order the schema declares its fields, so the first one focused after Next is the
 * topmost on the page (ajv reports if/then and errorMessage errors after the others).
 */
export function inFieldOrder(
  errors: RJSFValidationError[],
  schema: { properties?: unknown },
): RJSFValidationError[] {
  const fields = Object.keys((schema.properties ?? {}) as Record<string, unknown>);
  const rank = (error: RJSFValidationError) => {
    const field = (error.property ?? '').split('.').filter(Boolean)[0] ?? '';
    const index = fields.indexOf(field);
    return index < 0 ? fields.length : index;
  };
  return errors
    .map((error, position) => ({ error, position, rank: rank(error) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ error }) => error);
}

/** A field a submit was refused for, and its message: a copy key, else `ajv.<keyword>` (a schema's text). */
export interface InvalidField {
  field: string;
  messageId: string;
}

const COPY_KEY = /^[a-z][A-Za-z0-9_.-]{0,119}$/;

/** The form's errors as the fields they name (top-level ones) and their message keys, each once. */
export function invalidFieldsOf(errors: RJSFValidationError[]): InvalidField[] {
  const found = new Map<string, InvalidField>();
  for (const error of errors) {
    const field = (error.property ?? '').split('.').filter(Boolean)[0];
    if (!field || !/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(field)) continue;
    const { id } = errorMessageOf(error.message ?? '');
    const messageId = COPY_KEY.test(id) ? id : `ajv.${error.name ?? 'invalid'}`;
    found.set(`${field}:${messageId}`, { field, messageId });
  }
  return [...found.values()];
}
