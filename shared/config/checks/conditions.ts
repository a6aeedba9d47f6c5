import type { FlowManifest } from '../../flow/types.ts';
import type { JsonObject, JsonValue } from '../../schema/splitSchema.ts';
import { pointerKey, type ConfigProblem } from '../problem.ts';
import { declaredTypes, describeValue, fitsTypes, isObject } from './jsonTypes.ts';

/** User data the server keeps itself (see FlowUserData): a condition may name it though no step does. */
const SERVER_FIELDS = ['hideSteps', 'businessCategory', 'stepName', 'isEmailVerified'];

/**
 * Each `when` of a flow against the step schemas: every field it names is a property of some step
 * (or one the server keeps), and every value it compares a field to is one the field can have.
 */
export function checkConditions(
  file: string,
  flow: FlowManifest,
  schemaOfStep: ReadonlyMap<string, JsonObject>,
): ConfigProblem[] {
  const fields = new Map<string, JsonObject | undefined>(SERVER_FIELDS.map((f) => [f, undefined]));
  for (const schema of schemaOfStep.values())
    for (const [name, field] of Object.entries((schema.properties as JsonObject) ?? {}))
      if (isObject(field)) fields.set(name, field);

  const problems: ConfigProblem[] = [];
  const unknownField = (path: string, name: string, known: string[], where: string) =>
    problems.push({
      file,
      path,
      rule: 'when-field',
      message: `the condition names "${name}", which ${where}`,
      fix: `name one of: ${known.join(', ')}`,
    });

  /** A condition over the whole user data: its property names must be fields. */
  const checkRoot = (condition: JsonValue, at: string) => {
    if (!isObject(condition)) return;
    for (const [name, sub] of Object.entries((condition.properties as JsonObject) ?? {})) {
      if (!fields.has(name))
        unknownField(
          `${at}/properties/${pointerKey(name)}`,
          name,
          [...fields.keys()],
          'no step of the flow defines',
        );
      else checkValue(sub, fields.get(name), `${at}/properties/${pointerKey(name)}`, name);
    }
    if (Array.isArray(condition.required))
      condition.required.forEach((name, i) => {
        if (typeof name === 'string' && !fields.has(name))
          unknownField(
            `${at}/required/${i}`,
            name,
            [...fields.keys()],
            'no step of the flow defines',
          );
      });
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const)
      if (Array.isArray(condition[key]))
        condition[key].forEach((sub, i) => checkRoot(sub, `${at}/${key}/${i}`));
    if (condition.not !== undefined) checkRoot(condition.not, `${at}/not`);
  };

  /** A condition over one field whose schema is `field` (undefined: the server's, not checked). */
  const checkValue = (
    condition: JsonValue,
    field: JsonObject | undefined,
    at: string,
    name: string,
  ) => {
    if (!isObject(condition) || field === undefined) return;
    const types = declaredTypes(field);
    const options = Array.isArray(field.enum) ? field.enum : undefined;
    const compare = (value: JsonValue, path: string) => {
      if (types && !fitsTypes(value, types))
        problems.push({
          file,
          path,
          rule: 'when-type',
          message: `"${name}" is ${types.join(' or ')}, so it is never ${describeValue(value)}`,
          fix: `compare "${name}" to a ${types.join(' or ')} value`,
        });
      else if (options && !options.some((o) => JSON.stringify(o) === JSON.stringify(value)))
        problems.push({
          file,
          path,
          rule: 'when-value',
          message: `"${name}" is one of ${options.map((o) => JSON.stringify(o)).join(', ')}, never ${JSON.stringify(value)}`,
          fix: `use one of the field's enum values`,
        });
    };
    if ('const' in condition) compare(condition.const!, `${at}/const`);
    if (Array.isArray(condition.enum))
      condition.enum.forEach((value, i) => compare(value, `${at}/enum/${i}`));
    const wanted = declaredTypes(condition);
    if (
      types &&
      wanted &&
      !wanted.some((t) => types.includes(t) || (t === 'integer' && types.includes('number')))
    )
      problems.push({
        file,
        path: `${at}/type`,
        rule: 'when-type',
        message: `"${name}" is ${types.join(' or ')}, never ${wanted.join(' or ')}`,
        fix: `test "${name}" for the type ${types.join(' or ')}`,
      });
    const nested = isObject(field.properties) ? field.properties : undefined;
    if (nested)
      for (const [key, sub] of Object.entries((condition.properties as JsonObject) ?? {})) {
        const path = `${at}/properties/${pointerKey(key)}`;
        if (!isObject(nested[key]))
          unknownField(
            path,
            `${name}.${key}`,
            Object.keys(nested),
            `the schema of "${name}" does not define`,
          );
        else checkValue(sub, nested[key] as JsonObject, path, `${name}.${key}`);
      }
    if (isObject(field.items))
      for (const key of ['items', 'contains'] as const)
        if (condition[key] !== undefined)
          checkValue(condition[key], field.items, `${at}/${key}`, `${name}[]`);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const)
      if (Array.isArray(condition[key]))
        condition[key].forEach((sub, i) => checkValue(sub, field, `${at}/${key}/${i}`, name));
    if (condition.not !== undefined) checkValue(condition.not, field, `${at}/not`, name);
  };

  flow.steps.forEach((step, index) => {
    if (step.when !== undefined) checkRoot(step.when as JsonValue, `/steps/${index}/when`);
  });
  return problems;
}
