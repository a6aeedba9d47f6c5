import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { loadAjvRuntime } from '../ajvRuntime';

/** What the server serves for one step or form schema (see shared/schema/stepModule.ts). */
export interface SchemaModule {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  renderers: { widgets: string[]; fields: string[] };
  /** Whether it shows any of RJSF's built-ins beyond the first screens' (the later chunk). */
  laterBuiltIns: boolean;
  /** The validator helpers createValidateFns reads from its argument. */
  runtimeModules: string[];
  createValidateFns(runtime: Record<string, unknown>): ValidatorFunctions;
}

export interface LoadedSchema {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  renderers: { widgets: string[]; fields: string[] };
  laterBuiltIns: boolean;
  validator: ValidatorType;
}

export async function toLoadedSchema(module: SchemaModule): Promise<LoadedSchema> {
  const runtime = await loadAjvRuntime(module.runtimeModules);
  return {
    schema: module.schema,
    uiSchema: module.uiSchema,
    renderers: module.renderers,
    laterBuiltIns: module.laterBuiltIns,
    validator: createPrecompiledValidator(module.createValidateFns(runtime), module.schema),
  };
}
