import type { JsonObject, JsonValue } from './splitSchema';

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escape = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (key: string) => decodeURIComponent(key).replace(/~1/g, '/').replace(/~0/g, '~');

/** Values and messages, not subschemas: not walked. */
const VALUE_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'errorMessage']);
/** Keywords whose object maps names (of fields, of definitions) to subschemas. */
const NAMED_SUBSCHEMAS = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'dependencies',
  'dependentSchemas',
]);

/** Each subschema directly inside a schema node, with its JSON pointer. */
function* children(node: JsonValue, path: string): Generator<[JsonObject, string]> {
  if (Array.isArray(node)) {
    for (const [i, child] of node.entries()) yield* children(child, `${path}/${i}`);
    return;
  }
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (VALUE_KEYWORDS.has(key)) continue;
    const at = `${path}/${escape(key)}`;
    if (NAMED_SUBSCHEMAS.has(key) && isObject(value)) {
      for (const [name, child] of Object.entries(value))
        if (isObject(child)) yield [child, `${at}/${escape(name)}`];
    } else if (Array.isArray(value)) {
      for (const [i, child] of value.entries()) if (isObject(child)) yield [child, `${at}/${i}`];
    } else if (isObject(value)) {
      yield [value, at];
    }
  }
}

/** The JSON pointer a local "$ref" ("#", "#/$defs/node") names, or undefined for any other. */
function refPointer(ref: JsonValue | undefined): string | undefined {
  if (typeof ref !== 'string' || !ref.startsWith('#')) return undefined;
  const pointer = ref.slice(1);
  return pointer === '' || pointer.startsWith('/') ? pointer : undefined;
}

function resolve(root: JsonValue, pointer: string): JsonValue | undefined {
  let node: JsonValue | undefined = root;
  for (const key of pointer.split('/').slice(1).map(unescape)) {
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node)) node = node[key];
    else return undefined;
  }
  return node;
}

const within = (pointer: string, outer: string) =>
  pointer === outer || pointer.startsWith(`${outer}/`);

/**
 * The JSON pointer of the first "$ref" that leads back into a schema it is part of (a node whose
 * children are nodes; "#" inside the root), or undefined when following every local "$ref" ends.
 */
export function findRecursiveRef(schema: JsonObject): string | undefined {
  const walk = (node: JsonObject, path: string, open: string[]): string | undefined => {
    const target = refPointer(node.$ref);
    if (target !== undefined) {
      if ([path, ...open].some((pointer) => within(pointer, target))) return path;
      const resolved = resolve(schema, target);
      const found = isObject(resolved) ? walk(resolved, target, [...open, target]) : undefined;
      if (found !== undefined) return found;
    }
    for (const [child, at] of children(node, path)) {
      const found = walk(child, at, open);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return walk(schema, '', []);
}

/**
 * Keywords that make the form test the answer against a subschema to decide what to show (which
 * option, which branch): RJSF asks its validator about that subschema as it sees it there.
 */
const CHOOSING_KEYWORDS = ['oneOf', 'anyOf', 'if'];

/** The JSON pointer of the first keyword that makes the form choose between subschemas. */
export function findChoice(schema: JsonObject): string | undefined {
  const walk = (node: JsonObject, path: string): string | undefined => {
    const keyword = CHOOSING_KEYWORDS.find((key) => key in node);
    if (keyword) return `${path}/${keyword}`;
    // Dependencies that only require other fields ({"a": ["b"]}) choose nothing.
    if (isObject(node.dependencies) && !Object.values(node.dependencies).every(Array.isArray))
      return `${path}/dependencies`;
    for (const [child, at] of children(node, path)) {
      const found = walk(child, at);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return walk(schema, '');
}
