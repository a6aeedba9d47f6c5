import type { JsonObject, JsonValue } from '../../schema/splitSchema.ts';
import { pointerKey, type ConfigProblem } from '../problem.ts';
import { declaredTypes, describeValue, fitsTypes, isObject } from './jsonTypes.ts';

// Values, messages and renderer hints, not subschemas: not walked.
const NOT_SCHEMAS = new Set(['enum', 'const', 'default', 'examples', 'errorMessage']);

/**
 * Values a schema can never accept because they are not of its own type: an integer field whose
 * enum, const, default or options (oneOf/anyOf consts) are strings can never be passed.
 */
export function checkSchemaTypes(file: string, schema: JsonObject): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const check = (value: JsonValue, types: string[], path: string, what: string) => {
    if (!fitsTypes(value, types))
      problems.push({
        file,
        path,
        rule: 'value-type',
        message: `${what} ${describeValue(value)} is not of the type ${types.join(' or ')}, so no answer can ever be valid`,
        fix: `write the value as ${types.join(' or ')}, or change the "type"`,
      });
  };
  const walk = (node: JsonValue, at: string) => {
    if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${at}/${i}`));
    if (!isObject(node)) return;
    const types = declaredTypes(node);
    if (types) {
      if (Array.isArray(node.enum))
        node.enum.forEach((v, i) => check(v, types, `${at}/enum/${i}`, 'the enum value'));
      if ('const' in node) check(node.const!, types, `${at}/const`, 'the const');
      if ('default' in node) check(node.default!, types, `${at}/default`, 'the default');
      for (const key of ['oneOf', 'anyOf'] as const) {
        const options = node[key];
        if (!Array.isArray(options)) continue;
        options.forEach((option, i) => {
          if (isObject(option) && 'const' in option)
            check(option.const!, types, `${at}/${key}/${i}/const`, 'the option');
        });
      }
    }
    for (const [key, value] of Object.entries(node))
      if (!NOT_SCHEMAS.has(key) && !key.startsWith('ui:')) walk(value, `${at}/${pointerKey(key)}`);
  };
  walk(schema, '');
  return problems;
}
