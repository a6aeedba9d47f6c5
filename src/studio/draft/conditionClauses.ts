import type { Condition } from '../../../shared/flow/types';

/** One test a step's `when` makes of the user's answers, in words an operator reads. */
export type ConditionClause =
  | { field: string; test: 'is' | 'isNot'; value: unknown }
  | { field: string; test: 'oneOf' | 'notOneOf'; values: unknown[] }
  | { field: string; test: 'answered' };

export type ConditionTest = ConditionClause['test'];

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keywords a readable condition may use; anything else is shown as its JSON. */
const READABLE = new Set(['properties', 'required', 'type', 'enum', 'const', 'not']);

/** `{"not": {"enum": [...]}}` or `{"not": {"const": x}}` at `field`; undefined for any other `not`. */
function negationOf(schema: unknown, field: string): ConditionClause | undefined {
  if (!field || !isSchema(schema) || Object.keys(schema).length !== 1) return undefined;
  if (Array.isArray(schema.enum)) return { field, test: 'notOneOf', values: schema.enum };
  if ('const' in schema) return { field, test: 'isNot', value: schema.const };
  return undefined;
}

function clausesOf(schema: Schema, path: string[]): ConditionClause[] | undefined {
  if (Object.keys(schema).some((key) => !READABLE.has(key))) return undefined;
  const clauses: ConditionClause[] = [];
  const field = path.join('.');
  if ('enum' in schema) {
    if (!Array.isArray(schema.enum) || !field) return undefined;
    clauses.push({ field, test: 'oneOf', values: schema.enum });
  }
  if ('const' in schema) {
    if (!field) return undefined;
    clauses.push({ field, test: 'is', value: schema.const });
  }
  if ('not' in schema) {
    const negation = negationOf(schema.not, field);
    if (!negation) return undefined;
    clauses.push(negation);
  }
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  if (!isSchema(properties) || !Array.isArray(required)) return undefined;
  if (!required.every((name) => typeof name === 'string')) return undefined;
  // Required answers first, in the order `required` lists them, then the other properties.
  for (const name of new Set([...required, ...Object.keys(properties)])) {
    const inner = properties[name] ?? {};
    if (!isSchema(inner)) return undefined;
    const innerClauses = clausesOf(inner, [...path, name]);
    if (!innerClauses) return undefined;
    if (innerClauses.length === 0 && required.includes(name))
      clauses.push({ field: [...path, name].join('.'), test: 'answered' });
    clauses.push(...innerClauses);
  }
  return clauses;
}

/**
 * A step's `when` (a JSON Schema over the user's answers) as clauses that all hold, when it uses
 * only properties, required, type, enum, const, and `not` around an enum or const; undefined for
 * anything else, shown as its JSON.
 */
export function conditionClauses(when: Condition): ConditionClause[] | undefined {
  const clauses = clausesOf(when, []);
  return clauses && clauses.length > 0 ? clauses : undefined;
}
