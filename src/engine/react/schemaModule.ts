import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';

/** What the build emits for one step or form schema (see src/engine/build/validatorModule.ts). */
export interface SchemaModule {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  renderers: { widgets: string[]; fields: string[] };
  validateFns: ValidatorFunctions;
}

export interface LoadedSchema {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  renderers: { widgets: string[]; fields: string[] };
  validator: ValidatorType;
}

export function toLoadedSchema(module: SchemaModule): LoadedSchema {
  return {
    schema: module.schema,
    uiSchema: module.uiSchema,
    renderers: module.renderers,
    validator: createPrecompiledValidator(module.validateFns, module.schema),
  };
}
