import type { Condition } from '../../../shared/flow/types';

/** One test a step's `when` makes of the user's answers, in words an operator reads. */
export type ConditionClause =
  | { field: string; test: 'oneOf'; values: unknown[] }
  | { field: string; test: 'is'; value: unknown }
  | { field: string; test: 'answered' };

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keywords a readable condition may use; anything else is shown as its JSON. */
const READABLE = new Set(['properties', 'required', 'type', 'enum', 'const']);

function clausesOf(schema: Schema, path: string[]): ConditionClause[] | undefined {
  if (Object.keys(schema).some((key) => !READABLE.has(key))) return undefined;
  const clauses: ConditionClause[] = [];
  const field = path.join('.');
  if ('enum' in schema) {
    if (!Array.isArray(schema.enum) || !field) return undefined;
    clauses.push(
      schema.enum.length === 1
        ? { field, test: 'is', value: schema.enum[0] }
        : { field, test: 'oneOf', values: schema.enum },
    );
  }
  if ('const' in schema) {
    if (!field) return undefined;
    clauses.push({ field, test: 'is', value: schema.const });
  }
  const properties = schema.properties ?? {};
  if (!isSchema(properties)) return undefined;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  for (const [name, inner] of Object.entries(properties)) {
    if (!isSchema(inner)) return undefined;
    const innerClauses = clausesOf(inner, [...path, name]);
    if (!innerClauses) return undefined;
    clauses.push(...innerClauses);
  }
  // A required answer that no inner test already speaks of.
  for (const name of required) {
    const at = [...path, name].join('.');
    if (!clauses.some((clause) => clause.field === at || clause.field.startsWith(`${at}.`)))
      clauses.push({ field: at, test: 'answered' });
  }
  return clauses;
}

/**
 * A step's `when` (a JSON Schema over the user's answers) as clauses that all hold, when it uses
 * only properties, required, enum and const; undefined for anything else, shown as its JSON.
 */
export function conditionClauses(when: Condition): ConditionClause[] | undefined {
  const clauses = clausesOf(when, []);
  return clauses && clauses.length > 0 ? clauses : undefined;
}
