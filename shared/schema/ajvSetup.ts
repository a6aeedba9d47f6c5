import type Ajv from 'ajv';
import { _, type Options } from 'ajv';
import ajvErrors from 'ajv-errors';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { STEP_FORMATS_MODULE } from './ajvRuntimeModules';
import { stepFormats } from './stepFormats';

/**
 * One Ajv configuration for step and form schemas: RJSF's own options plus ajv-errors for message
 * keys, with the formats of shared/schema/stepFormats.ts. The server validates with it at run
 * time and the build uses it to precompile the browser's validators, so both judge a payload the
 * same way.
 */
export function createSchemaAjv(extra: Options = {}): Ajv {
  const ajv = createAjvInstance(undefined, undefined, extra, undefined, undefined, (ajv: Ajv) =>
    ajvErrors(ajv),
  );
  for (const [name, format] of Object.entries(stepFormats)) ajv.addFormat(name, format);
  // Precompiled validators read every format from the one module the browser supplies.
  ajv.opts.code.formats = _`require(${STEP_FORMATS_MODULE}).stepFormats`;
  return ajv;
}
