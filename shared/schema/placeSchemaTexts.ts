import { resolveLocalRef, sameLevelNodes } from './schemaLevels.ts';
import { isObject, type JsonObject } from './splitSchema.ts';

const OPTION_LISTS = ['oneOf', 'anyOf'] as const;
const isOptionList = (key: string) => (OPTION_LISTS as readonly string[]).includes(key);
/** Subschemas RJSF renders apart, whose uiSchema is under the same key. */
const SUBSCHEMA_KEYS = ['items', 'additionalItems', 'additionalProperties'] as const;
const UI_DEFINITIONS = 'ui:definitions';

/**
 * A step's uiSchema with every text of its schema placed where RJSF reads texts first: a node's
 * title and description as its ui:title and ui:description (one the operator wrote wins), each
 * oneOf/anyOf option's under uiSchema[list][i], and those of the definitions a local $ref names
 * under ui:definitions, which RJSF applies wherever the ref is used, however deep a recursive
 * definition goes. The schema itself stays untouched (the precompiled validator only accepts the
 * exact schema it was built from).
 *
 * Done once, when the step's module is built, so the browser only translates the texts it finds in
 * the uiSchema (src/engine/react/translateUiSchema.ts) instead of walking the schema's levels.
 */
export function placeSchemaTexts(schema: JsonObject, uiSchema: JsonObject): JsonObject {
  const refs = new Set<string>();
  // The nodes being placed, so a schema that contains itself through a branch's $ref ends.
  const active = new Set<JsonObject>();
  const place = (schemaNode: JsonObject, uiNode: JsonObject): JsonObject => {
    if (active.has(schemaNode)) return uiNode;
    active.add(schemaNode);
    const out = placeNode(schemaNode, uiNode);
    active.delete(schemaNode);
    return out;
  };
  const placeNode = (schemaNode: JsonObject, uiNode: JsonObject): JsonObject => {
    const out: JsonObject = { ...uiNode };
    if (typeof schemaNode.$ref === 'string' && schemaNode.$ref.startsWith('#/'))
      refs.add(schemaNode.$ref);
    if (typeof schemaNode.title === 'string' && out['ui:title'] === undefined)
      out['ui:title'] = schemaNode.title;
    if (typeof schemaNode.description === 'string' && out['ui:description'] === undefined)
      out['ui:description'] = schemaNode.description;
    // Fields declared in branches and dependencies render beside their parent's.
    for (const level of sameLevelNodes(schema, schemaNode)) {
      if (!isObject(level.properties)) continue;
      for (const [name, child] of Object.entries(level.properties)) {
        if (isObject(child)) setUi(out, name, place(child, isObject(out[name]) ? out[name] : {}));
      }
    }
    // RJSF names each option by uiSchema[list][i]'s ui:title, and renders the chosen option with
    // that uiSchema instead of the parent's: it carries the fields' ui written at the parent's level.
    for (const list of OPTION_LISTS) {
      const options = schemaNode[list];
      const written = Array.isArray(uiNode[list]) ? uiNode[list] : undefined;
      if (!Array.isArray(options) || (!written && !options.some((o) => isObject(o) && o.title)))
        continue;
      const fieldsUi = Object.fromEntries(
        Object.entries(uiNode).filter(([key]) => !key.startsWith('ui:') && !isOptionList(key)),
      );
      out[list] = options.map((option, i) => {
        const own = isObject(written?.[i]) ? written[i] : {};
        return isObject(option) ? place(option, { ...fieldsUi, ...own }) : own;
      });
    }
    for (const key of SUBSCHEMA_KEYS) {
      const sub = schemaNode[key];
      if (isObject(sub)) setUi(out, key, place(sub, isObject(out[key]) ? out[key] : {}));
    }
    if (Array.isArray(schemaNode.items)) {
      const written = Array.isArray(out.items) ? out.items : [];
      out.items = schemaNode.items.map((item, i) => {
        const own = isObject(written[i]) ? written[i] : {};
        return isObject(item) ? place(item, own) : own;
      });
    }
    return out;
  };

  const out = place(schema, uiSchema);
  const written = isObject(out[UI_DEFINITIONS]) ? out[UI_DEFINITIONS] : {};
  const definitions: JsonObject = { ...written };
  // A Set's iteration includes the refs its targets add while it runs.
  for (const ref of refs) {
    const target = resolveLocalRef(schema, ref);
    const own = isObject(written[ref]) ? written[ref] : {};
    if (target) setUi(definitions, ref, place(target, own));
  }
  if (Object.keys(definitions).length > 0) out[UI_DEFINITIONS] = definitions;
  return out;
}

/** Sets a child uiSchema, leaving out one that says nothing. */
function setUi(into: JsonObject, key: string, ui: JsonObject): void {
  if (Object.keys(ui).length > 0) into[key] = ui;
  else delete into[key];
}
