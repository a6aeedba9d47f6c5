import { branchFieldsOf } from '../designer/fieldConditions';
import {
  brandFlowOf,
  parseObject,
  stepFileOf,
  type ConfigFileTexts,
  type JsonObject,
} from './configFiles';

/**
 * How a condition names a value of an answer: one of those its schema lists (with the names the
 * form shows for them, when known), or one typed in.
 */
export type AnswerInput =
  | { kind: 'choice'; values: unknown[]; labels?: string[] }
  | { kind: 'text' }
  | { kind: 'number'; integer: boolean };

/** An answer a step's condition can test. */
export interface OfferedAnswer {
  /** Its path in the user's answers, e.g. businessCategory.name. */
  field: string;
  /** The step that asks it. */
  step: string;
  input: AnswerInput;
  /** What the form calls it (its label), when the rule is written beside it: in the designer. */
  label?: string;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typesOf = (schema: JsonObject): unknown[] =>
  (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (type) => type !== undefined && type !== 'null',
  );

/** The values a field's schema lists: its enum, the consts of its oneOf, or true and false. */
function listedValues(schema: JsonObject): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  const options = schema.oneOf;
  if (
    Array.isArray(options) &&
    options.length > 0 &&
    options.every((o) => isObject(o) && 'const' in o)
  )
    return options.map((option) => (option as JsonObject).const);
  const types = typesOf(schema);
  if (types.length === 1 && types[0] === 'boolean') return [true, false];
  return undefined;
}

/** How a field's value is named; undefined for an object, a list or a mix of types. */
function inputOf(schema: JsonObject): AnswerInput | undefined {
  const values = listedValues(schema);
  if (values) return { kind: 'choice', values };
  const types = typesOf(schema);
  if (types.length === 0)
    return 'properties' in schema || 'items' in schema ? undefined : { kind: 'text' };
  if (types.every((type) => type === 'string')) return { kind: 'text' };
  if (types.every((type) => type === 'number' || type === 'integer'))
    return { kind: 'number', integer: !types.includes('number') };
  return undefined;
}

/**
 * The answers a step's schema asks for (those its conditions' branches ask too); of an object, the
 * inner fields whose values it lists.
 */
export function answersOfStep(stepName: string, schema: JsonObject): OfferedAnswer[] {
  const answers: OfferedAnswer[] = [];
  const properties = isObject(schema.properties) ? schema.properties : {};
  const fields = [
    ...Object.entries(properties),
    ...[...branchFieldsOf(schema)].map(([name, branches]) => [name, branches[0]!.schema] as const),
  ];
  for (const [name, field] of fields) {
    if (!isObject(field)) continue;
    if (isObject(field.properties)) {
      for (const [innerName, inner] of Object.entries(field.properties)) {
        const values = isObject(inner) ? listedValues(inner) : undefined;
        if (values)
          answers.push({
            field: `${name}.${innerName}`,
            step: stepName,
            input: { kind: 'choice', values },
          });
      }
      continue;
    }
    const input = inputOf(field);
    if (input) answers.push({ field: name, step: stepName, input });
  }
  return answers;
}

/**
 * For each step of the brand's flow, the answers its `when` can test: those the steps before it
 * ask, in flow order, each once.
 */
export function answersBeforeEachStep(files: ConfigFileTexts): Map<string, OfferedAnswer[]> {
  const before = new Map<string, OfferedAnswer[]>();
  const found = brandFlowOf(files);
  if (!found) return before;
  let offered: OfferedAnswer[] = [];
  for (const step of found.flow.steps) {
    before.set(step.name, offered);
    const schema = parseObject(files[stepFileOf(step.schema)]);
    const asked = schema ? answersOfStep(step.name, schema) : [];
    offered = [...offered, ...asked.filter((a) => !offered.some((o) => o.field === a.field))];
  }
  return before;
}
