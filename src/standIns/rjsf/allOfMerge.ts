import type { JSONSchema7Definition } from 'json-schema';
import { loadedLaterBuiltIns } from './lazyBuiltIn';

/**
 * Stands in for @rjsf/utils' shallowAllOfMerge (../plugins/standInPlugins.ts), which RJSF calls
 * only for a schema with allOf: the real one comes with the later built-ins' chunk, which the
 * engine loads before it shows such a form (shared/schema/needsLaterBuiltIns.ts).
 */
export default function shallowAllOfMerge(schema: JSONSchema7Definition): JSONSchema7Definition {
  const merge = loadedLaterBuiltIns()?.shallowAllOfMerge;
  if (!merge) {
    throw new Error(
      'This form has an allOf, but the code that merges it was not loaded before the form (shared/schema/needsLaterBuiltIns.ts)',
    );
  }
  return merge(schema);
}
