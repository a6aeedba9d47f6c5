import type Ajv from 'ajv';
import type { Options } from 'ajv';
import ajvErrors from 'ajv-errors';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';

/**
 * One Ajv configuration for step and form schemas: RJSF's own (its formats and options) plus
 * ajv-errors for message keys. The server validates with it at run time and the build uses it
 * to precompile the browser's validators, so both judge a payload the same way.
 */
export function createSchemaAjv(extra: Options = {}): Ajv {
  return createAjvInstance(undefined, undefined, extra, undefined, undefined, (ajv: Ajv) =>
    ajvErrors(ajv),
  );
}
