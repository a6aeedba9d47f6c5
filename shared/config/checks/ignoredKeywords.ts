import type { JsonObject } from '../../schema/splitSchema.ts';
import type { ConfigProblem } from '../problem.ts';
import { eachKeyword } from './schemaKeywords.ts';

/**
 * Keywords of a later draft that the engine's Ajv (draft-07, shared/schema/ajvSetup.ts) passes
 * over without applying them: what they say would go unchecked on both sides, so each is refused
 * with the draft-07 way of saying it.
 */
const IGNORED: Record<string, { why: string; fix: string }> = {
  prefixItems: {
    why: 'is draft 2020-12; steps are validated as draft-07, which would leave its items unchecked',
    fix: 'write the tuple the draft-07 way: "items" as an array of one schema per position, and "additionalItems" for any items after them',
  },
  dependentRequired: {
    why: 'is draft 2019-09; steps are validated as draft-07, which would never require the fields it lists',
    fix: 'write "dependencies" with the list of fields: { "a": ["b"] }',
  },
  dependentSchemas: {
    why: 'is draft 2019-09; steps are validated as draft-07, which would never apply its schemas',
    fix: 'write "dependencies" with the schema: { "a": { ... } }',
  },
  unevaluatedProperties: {
    why: 'is draft 2019-09; steps are validated as draft-07, which would take any other property',
    fix: 'write "additionalProperties" beside the "properties" it limits',
  },
  unevaluatedItems: {
    why: 'is draft 2019-09; steps are validated as draft-07, which would take any other item',
    fix: 'write "additionalItems" beside "items" as an array',
  },
  minContains: {
    why: 'is draft 2019-09; steps are validated as draft-07, which would not count the matching items',
    fix: 'remove it: draft-07 can only ask, with "contains", that at least one item matches',
  },
  maxContains: {
    why: 'is draft 2019-09; steps are validated as draft-07, which would not count the matching items',
    fix: 'remove it: draft-07 can only ask, with "contains", that at least one item matches',
  },
  $dynamicRef: {
    why: 'is draft 2020-12; steps are validated as draft-07, which would not check the answer by the part it names',
    fix: 'write "$ref" to the part: "#/definitions/<name>", or "#" for the whole schema',
  },
  $anchor: {
    why: 'is draft 2019-09; steps are validated as draft-07, and a "$ref" to its name could not be followed by the form',
    fix: 'put the part under "definitions" and refer to it by its path: "$ref": "#/definitions/<name>"',
  },
  $dynamicAnchor: {
    why: 'is draft 2020-12; steps are validated as draft-07, and a "$ref" to its name could not be followed by the form',
    fix: 'put the part under "definitions" and refer to it by its path: "$ref": "#/definitions/<name>"',
  },
  $recursiveAnchor: {
    why: 'is draft 2019-09; steps are validated as draft-07, which has no recursive anchors',
    fix: 'remove it, and write "$ref" to the part: "#/definitions/<name>", or "#" for the whole schema',
  },
  $recursiveRef: {
    why: 'is draft 2019-09; steps are validated as draft-07, which would not check the answer by the part it names',
    fix: 'write "$ref" to the part: "#/definitions/<name>", or "#" for the whole schema',
  },
};

export function checkIgnoredKeywords(file: string, schema: JsonObject): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  eachKeyword(schema, (key, _value, path) => {
    const ignored = IGNORED[key];
    if (ignored)
      problems.push({
        file,
        path,
        rule: 'draft-07',
        message: `"${key}" ${ignored.why}`,
        fix: ignored.fix,
      });
  });
  return problems;
}
