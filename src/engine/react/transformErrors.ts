import type { RJSFValidationError } from '@rjsf/utils';

interface WrappedAjvError {
  keyword?: string;
  params?: { missingProperty?: string };
}

/**
 * ajv-errors reports a custom `required` message on the parent object; RJSF would show it at the
 * form's top. Move it onto the missing field, where the person can act on it. An `if` error only
 * says a `then` branch failed; that branch's own error says how, so it is dropped.
 */
export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors
    .filter((error) => error.name !== 'if')
    .map((error) => {
      if (error.name !== 'errorMessage') return error;
      const wrapped = (error.params as { errors?: WrappedAjvError[] } | undefined)?.errors ?? [];
      const missing = wrapped.find((e) => e.keyword === 'required')?.params?.missingProperty;
      if (!missing) return error;
      const parent = error.property && error.property !== '.' ? error.property : '';
      return { ...error, property: `${parent}.${missing}` };
    });
}
