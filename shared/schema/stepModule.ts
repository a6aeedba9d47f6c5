import { hashForSchema, schemaParser, type RJSFSchema } from '@rjsf/utils';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { rendererNames, splitSchema, type JsonObject } from './splitSchema';
import { createSchemaAjv } from './ajvSetup';
import { isAjvRuntimeModule } from './ajvRuntimeModules';
import { needsLaterBuiltIns } from './needsLaterBuiltIns';
import { BUILT_IN_WIDGETS } from './rendererNames';
import { placeSchemaTexts } from './placeSchemaTexts';
import { findChoice, findRecursiveRef } from './recursiveRef';

/**
 * Ajv's standalone code names its runtime helpers with require(); in the served module each one
 * is read from the `runtime` argument instead, which the browser's bundle supplies (the module
 * imports nothing, so it needs no bundler and runs under a CSP without eval).
 */
function validatorsFactory(
  code: string,
  exportNames: Record<string, string>,
): { source: string; runtimeModules: string[] } {
  const runtimeModules = new Set<string>();
  const body = code
    .replace(/^"use strict";/, '')
    .replace(/require\("([^"]+)"\)/g, (_match, id: string) => {
      if (!isAjvRuntimeModule(id)) throw new Error(`Ajv asked for an unknown runtime module ${id}`);
      runtimeModules.add(id);
      return `__runtime(${JSON.stringify(id)})`;
    })
    .replace(/export const (validator\d+) = /g, 'const $1 = ');
  const entries = Object.entries(exportNames)
    .map(([name, id]) => `${JSON.stringify(id)}: ${name}`)
    .join(', ');
  const source = [
    'export function createValidateFns(runtime) {',
    'const __runtime = (id) => { const m = runtime[id]; return m && m.default && m.default.__esModule ? m.default : m; };',
    body,
    `return { ${entries} };`,
    '}',
  ].join('\n');
  return { source, runtimeModules: [...runtimeModules].sort() };
}

/**
 * The source of one step's (or form's) module as the server serves it: its validating schema, its
 * uiSchema, the names of the renderers it uses, whether it needs RJSF's later built-ins, and a factory of its precompiled validators keyed
 * the way RJSF's precompiled validator expects.
 */
export interface StepModule {
  source: string;
  /** The Ajv helpers its validators ask the browser for (shared/schema/ajvRuntimeModules). */
  runtimeModules: string[];
  /** The custom renderers its uiSchema names. */
  renderers: { widgets: string[]; fields: string[] };
}

/** A schema that compiles as JSON Schema but that the form could not validate as it renders it. */
export class UnservableSchemaError extends Error {
  constructor(
    /** JSON pointer inside the schema. */
    readonly path: string,
    message: string,
    readonly fix: string,
  ) {
    super(message);
    this.name = 'UnservableSchemaError';
  }
}

/**
 * Every subschema the form's validator will be asked about, keyed as RJSF looks them up. RJSF's
 * schemaParser finds them by expanding the schema's references, which never ends for a schema
 * that refers back to itself; such a schema, without choices, only needs its root's validator.
 */
function validatorSchemas(schema: JsonObject): object[] {
  const recursiveRef = findRecursiveRef(schema);
  if (recursiveRef === undefined)
    return Object.values(schemaParser(structuredClone(schema) as RJSFSchema));
  const choice = findChoice(schema);
  if (choice !== undefined) {
    const keyword = choice.slice(choice.lastIndexOf('/') + 1);
    throw new UnservableSchemaError(
      choice,
      `this schema refers back to itself (the "$ref" at ${recursiveRef}) and also lets the form choose with "${keyword}"; the form cannot check such a choice at every level of the nesting`,
      `remove the "${keyword}" from this step, or write the nested levels out one by one instead of the "$ref" at ${recursiveRef}`,
    );
  }
  return [{ ...schema, $id: schema.$id ?? hashForSchema(schema as RJSFSchema) }];
}

/**
 * The one way a step's or form's schema becomes its served module: the config checker calls it on
 * every schema it checks, so a version that passes the check has every module built.
 */
export function buildStepModule(raw: JsonObject): StepModule {
  const { schema, uiSchema } = splitSchema(raw);
  const rootSchema = JSON.stringify(schema);
  const schemas = validatorSchemas(schema);
  const ajv = createSchemaAjv({
    code: { source: true, esm: true, lines: false },
    schemas,
  });
  const exportNames = Object.fromEntries(
    schemas.map((subschema, index) => [`validator${index}`, (subschema as { $id: string }).$id]),
  );
  const validators = validatorsFactory(standaloneCode(ajv, exportNames), exportNames);
  const named = rendererNames(uiSchema);
  // RJSF's own widgets come with the engine; the browser loads only the custom ones by name.
  const renderers = {
    widgets: named.widgets.filter((name) => !BUILT_IN_WIDGETS.includes(name)),
    fields: named.fields,
  };
  const source = [
    validators.source,
    `export const runtimeModules = ${JSON.stringify(validators.runtimeModules)};`,
    `export const schema = ${rootSchema};`,
    `export const uiSchema = ${JSON.stringify(placeSchemaTexts(schema, uiSchema))};`,
    `export const renderers = ${JSON.stringify(renderers)};`,
    `export const laterBuiltIns = ${needsLaterBuiltIns(schema, named, uiSchema)};`,
  ].join('\n');
  return { source, runtimeModules: validators.runtimeModules, renderers };
}
