import { resolveLocalRef, sameLevelNodes } from './schemaLevels.ts';
import { isObject, pointerToken, type JsonObject } from './splitSchema.ts';

/**
 * A uiSchema shared as its own document, written into the schema as the inline ui:* keys steps
 * keep: the inverse of splitSchema. For the Studio's import of `{ schema, uiSchema }`.
 */
export interface MergedUiSchema {
  schema: JsonObject;
  /** JSON pointers into the uiSchema of what names no part of the schema, so it was left out. */
  unplaced: string[];
}

const UI_DEFINITIONS = 'ui:definitions';
/** Subschemas RJSF renders apart, whose uiSchema is under the same key. */
const SUBSCHEMA_KEYS = ['items', 'additionalItems', 'additionalProperties'];
const OPTION_LISTS = ['oneOf', 'anyOf'];

/** How many nodes of the schema refer to `ref` with a `$ref`. */
function referencesTo(node: unknown, ref: string): number {
  if (Array.isArray(node))
    return node.reduce<number>((n, child) => n + referencesTo(child, ref), 0);
  if (!isObject(node)) return 0;
  return Object.entries(node).reduce<number>(
    (n, [key, child]) => n + (key === '$ref' ? (child === ref ? 1 : 0) : referencesTo(child, ref)),
    0,
  );
}

/** One field's uiSchema given where the field comes from a `$ref`'s definition. */
interface ThroughRef {
  ref: string;
  key: string;
  value: JsonObject;
  path: string;
}

export function mergeUiSchema(schema: JsonObject, uiSchema: JsonObject): MergedUiSchema {
  const merged = structuredClone(schema);
  const unplaced: string[] = [];
  const throughRefs: ThroughRef[] = [];

  const mergeInto = (node: JsonObject, ui: JsonObject, at: string) => {
    for (const [key, value] of Object.entries(ui)) {
      const path = `${at}/${pointerToken(key)}`;
      if (key.startsWith('ui:')) {
        node[key] = structuredClone(value);
      } else if (SUBSCHEMA_KEYS.includes(key) && isObject(value) && isObject(node[key])) {
        mergeInto(node[key], value, path);
      } else if (key === 'items' && isObject(value) && Array.isArray(node.items)) {
        // One uiSchema for a tuple's items: RJSF gives it to each of them.
        for (const item of node.items.filter(isObject)) mergeInto(item, value, path);
      } else if (key === 'items' && Array.isArray(value) && Array.isArray(node.items)) {
        const items = node.items;
        value.forEach((itemUi, i) => {
          if (!isObject(itemUi)) return;
          if (isObject(items[i])) mergeInto(items[i], itemUi, `${path}/${i}`);
          else if (Object.keys(itemUi).length > 0) unplaced.push(`${path}/${i}`);
        });
      } else if (OPTION_LISTS.includes(key) && Array.isArray(value) && Array.isArray(node[key])) {
        const options = node[key];
        value.forEach((optionUi, i) => {
          if (isObject(optionUi) && isObject(options[i]))
            mergeInto(options[i], optionUi, `${path}/${i}`);
          else if (isObject(optionUi) && Object.keys(optionUi).length > 0)
            unplaced.push(`${path}/${i}`);
        });
      } else {
        // A field: its ui goes to every branch that declares it, as RJSF renders whichever applies.
        const fields = sameLevelNodes(merged, node)
          .map((level) => (isObject(level.properties) ? level.properties[key] : undefined))
          .filter(isObject);
        const ref = typeof node.$ref === 'string' ? node.$ref : undefined;
        if (isObject(value) && fields.length === 0 && ref && resolveLocalRef(merged, ref))
          throughRefs.push({ ref, key, value, path });
        else if (!isObject(value) || fields.length === 0) unplaced.push(path);
        else for (const field of fields) mergeInto(field, value, path);
      }
    }
  };

  const { [UI_DEFINITIONS]: definitions, ...fieldsUi } = uiSchema;
  if (isObject(definitions)) {
    for (const [ref, definitionUi] of Object.entries(definitions)) {
      const path = `/${pointerToken(UI_DEFINITIONS)}/${pointerToken(ref)}`;
      const target = resolveLocalRef(merged, ref);
      if (target && isObject(definitionUi)) mergeInto(target, definitionUi, path);
      else unplaced.push(path);
    }
  }
  mergeInto(merged, fieldsUi, '');
  placeThroughRefs(merged, throughRefs, unplaced, mergeInto);
  return { schema: merged, unplaced };
}

/**
 * A field reached through a `$ref` lives in the definition, which every reference shares (inline,
 * it is RJSF's ui:definitions): its uiSchema goes there when each reference gives it the same one,
 * and is named as unplaced when they differ or some give none, as placing it would change the
 * field where the uiSchema did not ask to.
 */
function placeThroughRefs(
  merged: JsonObject,
  throughRefs: ThroughRef[],
  unplaced: string[],
  mergeInto: (node: JsonObject, ui: JsonObject, at: string) => void,
): void {
  const byField = new Map<string, ThroughRef[]>();
  for (const given of throughRefs) {
    const id = JSON.stringify([given.ref, given.key]);
    byField.set(id, [...(byField.get(id) ?? []), given]);
  }
  for (const given of byField.values()) {
    const [first] = given as [ThroughRef, ...ThroughRef[]];
    const same = given.every((g) => JSON.stringify(g.value) === JSON.stringify(first.value));
    const everyReference = given.length === referencesTo(merged, first.ref);
    if (same && everyReference)
      mergeInto(resolveLocalRef(merged, first.ref)!, { [first.key]: first.value }, first.path);
    else unplaced.push(...given.map((g) => g.path));
  }
}
