/**
 * Step and form schemas keep their RJSF ui:* keys inline beside the JSON Schema keywords. This
 * separates them: the validating schema (browser, server, build) and the uiSchema (RJSF only).
 */
import { namedRenderers } from './uiRenderer.ts';

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
/** Lists whose options RJSF offers to choose from, each with its own uiSchema at uiSchema[key][i]. */
const OPTION_LISTS = new Set(['anyOf', 'oneOf']);
/** Subschemas RJSF renders apart, with the uiSchema under the same key. */
const SUBSCHEMA_KEYS = new Set(['items', 'additionalItems', 'additionalProperties']);
const DEFINITION_KEYS = new Set(['definitions', '$defs']);
const UI_DEFINITIONS = 'ui:definitions';

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON pointer's token for a key (RFC 6901). */
export function pointerToken(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

function mergeUi(into: JsonObject, from: JsonObject): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (isObject(existing) && isObject(value)) mergeUi(existing, value);
    else if (existing === undefined) into[key] = value;
  }
}

const isEmpty = (ui: JsonObject) => Object.keys(ui).length === 0;

/**
 * Splits one node found at the JSON pointer `at`. The ui keys of definitions go to `definitionsUi`
 * under their $ref ("#/$defs/address"): RJSF's ui:definitions, applied wherever the ref is used.
 */
function splitNode(node: JsonObject, at: string, definitionsUi: JsonObject): SplitSchema {
  const schema: JsonObject = {};
  const uiSchema: JsonObject = {};
  const splitAt = (child: JsonObject, path: string) => splitNode(child, path, definitionsUi);
  for (const [key, value] of Object.entries(node)) {
    const path = `${at}/${pointerToken(key)}`;
    if (SAME_LEVEL_BRANCHES.has(key) && isObject(value)) {
      const split = splitAt(value, path);
      schema[key] = split.schema;
      mergeUi(uiSchema, split.uiSchema);
    } else if (SAME_LEVEL_LISTS.has(key) && Array.isArray(value)) {
      const optionsUi: JsonObject[] = [];
      schema[key] = value.map((branch, i) => {
        if (!isObject(branch)) return branch;
        const split = splitAt(branch, `${path}/${i}`);
        if (!OPTION_LISTS.has(key)) {
          mergeUi(uiSchema, split.uiSchema);
          return split.schema;
        }
        const { own, fields } = byOwner(split.uiSchema);
        optionsUi[i] = own;
        mergeUi(uiSchema, fields);
        return split.schema;
      });
      if (optionsUi.some((ui) => !isEmpty(ui)))
        uiSchema[key] = value.map((_, i) => optionsUi[i] ?? {});
    } else if (key === 'dependencies' && isObject(value)) {
      // A schema dependency's fields render beside the parent's; a property dependency is a list.
      const dependencies: JsonObject = {};
      for (const [name, dependency] of Object.entries(value)) {
        if (!isObject(dependency)) {
          dependencies[name] = dependency;
          continue;
        }
        const split = splitAt(dependency, `${path}/${pointerToken(name)}`);
        dependencies[name] = split.schema;
        mergeUi(uiSchema, split.uiSchema);
      }
      schema[key] = dependencies;
    } else if (DEFINITION_KEYS.has(key) && isObject(value)) {
      const definitions: JsonObject = {};
      for (const [name, definition] of Object.entries(value)) {
        if (!isObject(definition)) {
          definitions[name] = definition;
          continue;
        }
        const definitionPath = `${path}/${pointerToken(name)}`;
        const split = splitAt(definition, definitionPath);
        definitions[name] = split.schema;
        if (!isEmpty(split.uiSchema)) definitionsUi[`#${definitionPath}`] = split.uiSchema;
      }
      schema[key] = definitions;
    } else if (key.startsWith('ui:')) {
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
        const split = splitAt(child, `${path}/${pointerToken(name)}`);
        properties[name] = split.schema;
        if (!isEmpty(split.uiSchema)) uiSchema[name] = split.uiSchema;
      }
      schema[key] = properties;
    } else if (SUBSCHEMA_KEYS.has(key) && isObject(value)) {
      const split = splitAt(value, path);
      schema[key] = split.schema;
      if (!isEmpty(split.uiSchema)) mergeUi((uiSchema[key] ??= {}) as JsonObject, split.uiSchema);
    } else if (key === 'items' && Array.isArray(value)) {
      // A tuple: RJSF reads each position's uiSchema from an array at uiSchema.items.
      const splits = value.map((item, i) =>
        isObject(item) ? splitAt(item, `${path}/${i}`) : { schema: item, uiSchema: {} },
      );
      schema[key] = splits.map((split) => split.schema);
      if (splits.some((split) => !isEmpty(split.uiSchema)))
        uiSchema[key] = splits.map((split) => split.uiSchema);
    } else if (key === 'patternProperties' && isObject(value)) {
      // RJSF renders an entry matching a pattern as an added property, with uiSchema.additionalProperties.
      const patterns: JsonObject = {};
      for (const [pattern, child] of Object.entries(value)) {
        if (!isObject(child)) {
          patterns[pattern] = child;
          continue;
        }
        const split = splitAt(child, `${path}/${pointerToken(pattern)}`);
        patterns[pattern] = split.schema;
        if (!isEmpty(split.uiSchema))
          mergeUi((uiSchema.additionalProperties ??= {}) as JsonObject, split.uiSchema);
      }
      schema[key] = patterns;
    } else {
      schema[key] = value;
    }
  }
  return { schema, uiSchema };
}

/** A uiSchema's own ui:* keys apart from those of the fields inside it. */
function byOwner(uiSchema: JsonObject): { own: JsonObject; fields: JsonObject } {
  const entries = Object.entries(uiSchema);
  return {
    own: Object.fromEntries(entries.filter(([key]) => key.startsWith('ui:'))),
    fields: Object.fromEntries(entries.filter(([key]) => !key.startsWith('ui:'))),
  };
}

export function splitSchema(raw: JsonObject): SplitSchema {
  const definitionsUi: JsonObject = {};
  const split = splitNode(raw, '', definitionsUi);
  if (isEmpty(definitionsUi)) return split;
  const written = split.uiSchema[UI_DEFINITIONS];
  const uiDefinitions = isObject(written) ? { ...written } : {};
  mergeUi(uiDefinitions, definitionsUi);
  return { schema: split.schema, uiSchema: { ...split.uiSchema, [UI_DEFINITIONS]: uiDefinitions } };
}

/** Every widget and field name a uiSchema refers to (beside a field or in its ui:options), so their code can be loaded with the step. */
export function rendererNames(uiSchema: JsonObject): { widgets: string[]; fields: string[] } {
  const widgets = new Set<string>();
  const fields = new Set<string>();
  const walk = (node: JsonValue) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isObject(node)) return;
    for (const { name } of namedRenderers(node, 'widget')) widgets.add(name);
    for (const { name } of namedRenderers(node, 'field')) fields.add(name);
    for (const [key, value] of Object.entries(node)) if (key !== 'ui:options') walk(value);
  };
  walk(uiSchema);
  return { widgets: [...widgets].sort(), fields: [...fields].sort() };
}
