import type { JsonObject, JsonValue } from '../../schema/splitSchema.ts';
import { pointerKey } from '../problem.ts';
import { isObject } from './jsonTypes.ts';

// Values and messages, not subschemas: not walked.
const NOT_SCHEMAS = new Set(['enum', 'const', 'default', 'examples', 'errorMessage']);
// Maps of names to subschemas: a property may be named like a keyword ("format", "$ref").
const NAMED_SCHEMAS = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'dependencies',
]);

/**
 * Calls `visit` with every keyword of a step schema and its subschemas, at its JSON pointer:
 * not inside values (enum, const, examples…), ui: keys, nor a property merely named like one.
 */
export function eachKeyword(
  schema: JsonObject,
  visit: (keyword: string, value: JsonValue, path: string) => void,
): void {
  const walk = (node: JsonValue, at: string) => {
    if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${at}/${i}`));
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const here = `${at}/${pointerKey(key)}`;
      visit(key, value, here);
      if (NAMED_SCHEMAS.has(key) && isObject(value))
        for (const [name, child] of Object.entries(value))
          walk(child, `${here}/${pointerKey(name)}`);
      else if (!NOT_SCHEMAS.has(key) && !key.startsWith('ui:')) walk(value, here);
    }
  };
  walk(schema, '');
}
