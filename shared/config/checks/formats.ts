import type { JsonObject } from '../../schema/splitSchema.ts';
import { createSchemaAjv } from '../../schema/ajvSetup.ts';
import type { ConfigProblem } from '../problem.ts';
import { eachKeyword } from './schemaKeywords.ts';

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
  eachKeyword(schema, (key, value, path) => {
    if (key === 'format' && typeof value === 'string' && !knownFormats().includes(value))
      problems.push({
        file,
        path,
        rule: 'format-known',
        message: `"${value}" is not a format the form or the server checks, so any text would pass it`,
        fix: `use one of: ${knownFormats().join(', ')}; or say what the text must look like with a "pattern"`,
      });
  });
  return problems;
}
