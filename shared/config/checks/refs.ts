import { resolveLocalRef } from '../../schema/schemaLevels.ts';
import type { JsonObject } from '../../schema/splitSchema.ts';
import { pointerKey, type ConfigProblem } from '../problem.ts';
import { isObject } from './jsonTypes.ts';
import { eachKeyword } from './schemaKeywords.ts';

/** The parts a `$ref` may name, as the fix lists them. */
function namedParts(schema: JsonObject): string[] {
  return ['definitions', '$defs'].flatMap((key) => {
    const parts = schema[key];
    return isObject(parts) ? Object.keys(parts).map((name) => `#/${key}/${pointerKey(name)}`) : [];
  });
}

/** Why a `$ref` cannot be followed, in words, or undefined when it names a part of this schema. */
function unfollowable(schema: JsonObject, ref: string): string | undefined {
  if (ref === '#') return undefined;
  if (!ref.startsWith('#'))
    return `"$ref": "${ref}" points outside this schema; a step is one document, and neither the form nor the server fetches another`;
  if (!ref.startsWith('#/'))
    return `"$ref": "${ref}" names a part by an anchor ("$anchor", or "$id" with a "#"), which the form cannot follow: it follows only a path inside this schema`;
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref);
  } catch {
    return `"$ref": "${ref}" is not a valid path (a "%" that starts no escape)`;
  }
  return resolveLocalRef(schema, pointer) === undefined
    ? `"$ref": "${ref}" points to a part this schema does not have`
    : undefined;
}

/**
 * Every `$ref` in a step schema names a part of the schema by its path ("#/definitions/address",
 * or "#" for the whole): the form (RJSF) follows only such paths, so any other, an anchor's name,
 * another document, a misspelt path, would leave the step unable to show.
 */
export function checkRefs(file: string, schema: JsonObject): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const parts = namedParts(schema);
  const fix =
    parts.length > 0
      ? `refer to one of: ${parts.join(', ')}; or put the part under "definitions" and write "$ref": "#/definitions/<name>"`
      : 'put the part under "definitions" and write "$ref": "#/definitions/<name>"';
  eachKeyword(schema, (key, value, path) => {
    const why =
      key === '$ref' && typeof value === 'string' ? unfollowable(schema, value) : undefined;
    if (why !== undefined) problems.push({ file, path, rule: 'ref-target', message: why, fix });
  });
  return problems;
}
