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

export function mergeUiSchema(schema: JsonObject, uiSchema: JsonObject): MergedUiSchema {
  const merged = structuredClone(schema);
  const unplaced: string[] = [];

  const mergeInto = (node: JsonObject, ui: JsonObject, at: string) => {
    for (const [key, value] of Object.entries(ui)) {
      const path = `${at}/${pointerToken(key)}`;
      if (key.startsWith('ui:')) {
        node[key] = structuredClone(value);
      } else if (SUBSCHEMA_KEYS.includes(key) && isObject(value) && isObject(node[key])) {
        mergeInto(node[key], value, path);
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
        if (!isObject(value) || fields.length === 0) unplaced.push(path);
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
  return { schema: merged, unplaced };
}
