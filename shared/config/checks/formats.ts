import type { JsonObject, JsonValue } from '../../schema/splitSchema.ts';
import { createSchemaAjv } from '../../schema/ajvSetup.ts';
import { pointerKey, type ConfigProblem } from '../problem.ts';
import { isObject } from './jsonTypes.ts';

// Values and messages, not subschemas: not walked.
const NOT_SCHEMAS = new Set(['enum', 'const', 'default', 'examples', 'errorMessage']);
// Maps of names to subschemas: a property may be named "format".
const NAMED_SCHEMAS = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'dependencies',
]);

let known: string[] | undefined;
/** The formats the engine's Ajv checks, in the browser and on the server alike (shared/schema/stepFormats.ts and RJSF's). */
function knownFormats(): string[] {
  known ??= Object.keys(createSchemaAjv().formats).sort();
  return known;
}

/**
 * Every `format` in a step schema is one the engine checks: Ajv passes over a format it does not
 * know (a typo, `phone`), so any text would pass it in the form and on the server.
 */
export function checkFormats(file: string, schema: JsonObject): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const walk = (node: JsonValue, at: string) => {
    if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${at}/${i}`));
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const here = `${at}/${pointerKey(key)}`;
      if (key === 'format' && typeof value === 'string' && !knownFormats().includes(value))
        problems.push({
          file,
          path: here,
          rule: 'format-known',
          message: `"${value}" is not a format the form or the server checks, so any text would pass it`,
          fix: `use one of: ${knownFormats().join(', ')}; or say what the text must look like with a "pattern"`,
        });
      if (NAMED_SCHEMAS.has(key) && isObject(value))
        for (const [name, child] of Object.entries(value))
          walk(child, `${here}/${pointerKey(name)}`);
      else if (!NOT_SCHEMAS.has(key) && !key.startsWith('ui:')) walk(value, here);
    }
  };
  walk(schema, '');
  return problems;
}
