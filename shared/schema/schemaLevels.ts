import { isObject, type JsonObject, type JsonValue } from './splitSchema.ts';

/** The node a local $ref ("#/$defs/address") names in the schema, if any. */
export function resolveLocalRef(root: JsonObject, ref: string): JsonObject | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: JsonValue | undefined = root;
  for (const token of ref.slice(2).split('/')) {
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    node = Array.isArray(node) ? node[Number(key)] : isObject(node) ? node[key] : undefined;
  }
  return isObject(node) ? node : undefined;
}

/**
 * The subschemas whose fields RJSF renders at a node's level: the node, its if/then/else, allOf,
 * anyOf and oneOf branches and schema dependencies, and those a branch reaches through a $ref.
 */
export function sameLevelNodes(root: JsonObject, node: JsonObject): JsonObject[] {
  const found = new Set<JsonObject>([node]);
  const visit = (level: JsonObject) => {
    const branches: (JsonValue | undefined)[] = [level.if, level.then, level.else];
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
      const list = level[key];
      if (Array.isArray(list)) branches.push(...list);
    }
    if (isObject(level.dependencies)) branches.push(...Object.values(level.dependencies));
    for (const branch of branches.filter(isObject)) {
      const target = typeof branch.$ref === 'string' ? resolveLocalRef(root, branch.$ref) : branch;
      if (!target || found.has(target)) continue;
      found.add(target);
      visit(target);
    }
  };
  visit(node);
  return [...found];
}

/**
 * The fields rendered at a node's level: its properties and those of the branches rendered beside
 * them (a dependency's billing address, an if/then's follow-up question), in the order they show.
 */
export function levelFieldNames(root: JsonObject, node: JsonObject): string[] {
  const names = new Set<string>();
  for (const level of sameLevelNodes(root, node))
    if (isObject(level.properties))
      for (const name of Object.keys(level.properties)) names.add(name);
  return [...names];
}

/** The fields a step's data may hold: those rendered at its schema's top level. */
export function stepFieldNames(schema: JsonObject): string[] {
  return levelFieldNames(schema, schema);
}

/**
 * The schemas a node's level declares a field with (one per branch that declares it), $refs
 * resolved.
 */
export function fieldDeclarations(root: JsonObject, node: JsonObject, name: string): JsonObject[] {
  return sameLevelNodes(root, node).flatMap((level) => {
    const field = isObject(level.properties) ? level.properties[name] : undefined;
    if (!isObject(field)) return [];
    const target = typeof field.$ref === 'string' ? resolveLocalRef(root, field.$ref) : field;
    return target ? [target] : [];
  });
}
