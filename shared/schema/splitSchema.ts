/**
 * Step and form schemas keep their RJSF ui:* keys inline beside the JSON Schema keywords. This
 * separates them: the validating schema (browser, server, build) and the uiSchema (RJSF only).
 */

export type JsonObject = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

export interface SplitSchema {
  schema: JsonObject;
  uiSchema: JsonObject;
}

const EDITOR_ONLY_KEYS = new Set(['$schema']);
/** Subschemas whose fields render at the same level as their parent's (RJSF keys ui by property name). */
const SAME_LEVEL_BRANCHES = new Set(['if', 'then', 'else']);
const SAME_LEVEL_LISTS = new Set(['allOf', 'anyOf', 'oneOf']);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeUi(into: JsonObject, from: JsonObject): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (isObject(existing) && isObject(value)) mergeUi(existing, value);
    else if (existing === undefined) into[key] = value;
  }
}

function splitNode(node: JsonObject): SplitSchema {
  const schema: JsonObject = {};
  const uiSchema: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (SAME_LEVEL_BRANCHES.has(key) && isObject(value)) {
      const split = splitNode(value);
      schema[key] = split.schema;
      mergeUi(uiSchema, split.uiSchema);
      continue;
    }
    if (SAME_LEVEL_LISTS.has(key) && Array.isArray(value)) {
      schema[key] = value.map((branch) => {
        if (!isObject(branch)) return branch;
        const split = splitNode(branch);
        mergeUi(uiSchema, split.uiSchema);
        return split.schema;
      });
      continue;
    }
    if (key.startsWith('ui:')) {
      uiSchema[key] = value;
    } else if (EDITOR_ONLY_KEYS.has(key)) {
      continue;
    } else if (key === 'properties' && isObject(value)) {
      const properties: JsonObject = {};
      for (const [name, child] of Object.entries(value)) {
        if (!isObject(child)) {
          properties[name] = child;
          continue;
        }
        const split = splitNode(child);
        properties[name] = split.schema;
        if (Object.keys(split.uiSchema).length > 0) uiSchema[name] = split.uiSchema;
      }
      schema[key] = properties;
    } else if (key === 'items' && isObject(value)) {
      const split = splitNode(value);
      schema[key] = split.schema;
      if (Object.keys(split.uiSchema).length > 0) uiSchema.items = split.uiSchema;
    } else {
      schema[key] = value;
    }
  }
  return { schema, uiSchema };
}

export function splitSchema(raw: JsonObject): SplitSchema {
  return splitNode(raw);
}

/** Every widget and field name a uiSchema refers to, so their code can be loaded with the step. */
export function rendererNames(uiSchema: JsonObject): { widgets: string[]; fields: string[] } {
  const widgets = new Set<string>();
  const fields = new Set<string>();
  const walk = (node: JsonValue) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:widget' && typeof value === 'string') widgets.add(value);
      else if (key === 'ui:field' && typeof value === 'string') fields.add(value);
      else walk(value);
    }
  };
  walk(uiSchema);
  return { widgets: [...widgets].sort(), fields: [...fields].sort() };
}
