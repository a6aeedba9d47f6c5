import type { Condition } from '../../../shared/flow/types';
import { conditionClauses, type ConditionClause } from './conditionClauses';
import { canonicalJson } from './canonicalJson';

type Schema = Record<string, unknown>;
interface Placed {
  /** The clause's field path below the object being written. */
  path: string[];
  clause: ConditionClause;
}

function testOf(clause: ConditionClause): Schema {
  switch (clause.test) {
    case 'is':
      return { const: clause.value };
    case 'isNot':
      return { not: { const: clause.value } };
    case 'oneOf':
      return { enum: clause.values };
    case 'notOneOf':
      return { not: { enum: clause.values } };
    case 'answered':
      return {};
  }
}

/** An object whose every named answer is required and passes its test; nested fields nest. */
function objectOf(placed: readonly Placed[], nested: boolean): Schema {
  const byName = new Map<string, Placed[]>();
  for (const { path, clause } of placed) {
    const [name, ...rest] = path;
    byName.set(name!, [...(byName.get(name!) ?? []), { path: rest, clause }]);
  }
  const properties: Record<string, Schema> = {};
  for (const [name, inner] of byName) {
    const own = inner.find(({ path }) => path.length === 0);
    const schema = own ? testOf(own.clause) : objectOf(inner, true);
    if (Object.keys(schema).length > 0) properties[name] = schema;
  }
  return {
    ...(Object.keys(properties).length > 0 && { properties }),
    required: [...byName.keys()],
    ...(nested && { type: 'object' }),
  };
}

/**
 * The `when` that holds when every clause does (undefined for none: the step is always shown),
 * written as the shipped flows write it. The clauses name distinct fields, none inside another's,
 * and those under one object come together, as conditionClauses reads them.
 */
export function whenOf(clauses: readonly ConditionClause[]): Condition | undefined {
  if (clauses.length === 0) return undefined;
  return objectOf(
    clauses.map((clause) => ({ path: clause.field.split('.'), clause })),
    false,
  );
}

/**
 * The clauses of `when` when writing them back gives the same rule; undefined when it says more
 * than the builder writes (other keywords, a test without `required`, …): edit that one as JSON.
 */
export function editableClauses(when: Condition): ConditionClause[] | undefined {
  const clauses = conditionClauses(when);
  return clauses && canonicalJson(whenOf(clauses)) === canonicalJson(when) ? clauses : undefined;
}
