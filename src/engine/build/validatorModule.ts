import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { rendererNames, splitSchema, type JsonObject } from '../../../shared/schema/splitSchema.ts';
import { createSchemaAjv } from '../../../shared/schema/ajvSetup.ts';

/**
 * Ajv's standalone output still require()s its runtime helpers; each becomes an ESM namespace
 * import, read back as CommonJS exports whether Vite, Rollup or Node resolved it.
 */
function requiresToImports(code: string): string {
  const modules = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_match, id: string) => {
    if (!modules.has(id)) modules.set(id, `__dep${modules.size}`);
    return `__cjs(${modules.get(id)})`;
  });
  const imports = [...modules]
    .map(([id, name]) => `import * as ${name} from ${JSON.stringify(id)};`)
    .join('\n');
  const interop = 'const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);';
  return `${imports}\n${interop}\n${body.replace(/^"use strict";/, '')}`;
}

/**
 * The source of one step's (or form's) module: its validating schema, its uiSchema, the names of
 * the renderers it uses, and precompiled validators keyed the way RJSF's precompiled validator expects.
 */
export function buildValidatorModule(raw: JsonObject): string {
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
  const compiled = requiresToImports(standaloneCode(ajv, exportNames));
  const validatorEntries = Object.entries(exportNames)
    .map(([name, id]) => `${JSON.stringify(id)}: ${name}`)
    .join(', ');
  return [
    compiled,
    `export const schema = ${rootSchema};`,
    `export const uiSchema = ${JSON.stringify(uiSchema)};`,
    `export const renderers = ${JSON.stringify(rendererNames(uiSchema))};`,
    `export const validateFns = { ${validatorEntries} };`,
  ].join('\n');
}
