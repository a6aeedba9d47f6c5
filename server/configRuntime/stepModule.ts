import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { rendererNames, splitSchema, type JsonObject } from '../../shared/schema/splitSchema';
import { createSchemaAjv } from '../../shared/schema/ajvSetup';
import { isAjvRuntimeModule } from '../../shared/schema/ajvRuntimeModules';

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
 * uiSchema, the names of the renderers it uses, and a factory of its precompiled validators keyed
 * the way RJSF's precompiled validator expects.
 */
export interface StepModule {
  source: string;
  /** The Ajv helpers its validators ask the browser for (shared/schema/ajvRuntimeModules). */
  runtimeModules: string[];
  /** The custom renderers its uiSchema names. */
  renderers: { widgets: string[]; fields: string[] };
}

export function buildStepModule(raw: JsonObject): StepModule {
  const { schema, uiSchema } = splitSchema(raw);
  const rootSchema = JSON.stringify(schema);
  const schemaMap = schemaParser(JSON.parse(rootSchema) as RJSFSchema);
  const ajv = createSchemaAjv({
    code: { source: true, esm: true, lines: false },
    schemas: Object.values(schemaMap) as object[],
  });
  const exportNames = Object.fromEntries(
    Object.keys(schemaMap).map((id, index) => [`validator${index}`, id]),
  );
  const validators = validatorsFactory(standaloneCode(ajv, exportNames), exportNames);
  const renderers = rendererNames(uiSchema);
  const source = [
    validators.source,
    `export const runtimeModules = ${JSON.stringify(validators.runtimeModules)};`,
    `export const schema = ${rootSchema};`,
    `export const uiSchema = ${JSON.stringify(uiSchema)};`,
    `export const renderers = ${JSON.stringify(renderers)};`,
  ].join('\n');
  return { source, runtimeModules: validators.runtimeModules, renderers };
}
