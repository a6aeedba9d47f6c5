import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { resolveLocalRef, sameLevelNodes } from '../../../shared/schema/schemaLevels';
import type { JsonObject } from '../../../shared/schema/splitSchema';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

type Node = Record<string, unknown>;

function isObject(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const TEXT_UI_KEYS = ['ui:title', 'ui:description', 'ui:placeholder', 'ui:help'] as const;
/** The same texts inside ui:options, which RJSF reads as well. */
const TEXT_OPTIONS = ['title', 'description', 'placeholder', 'help'] as const;
const OPTION_LISTS = ['oneOf', 'anyOf'] as const;
const isOptionList = (key: string) => (OPTION_LISTS as readonly string[]).includes(key);
/** Subschemas RJSF renders apart, whose uiSchema is under the same key. */
const SUBSCHEMA_KEYS = ['items', 'additionalItems', 'additionalProperties'] as const;
const UI_DEFINITIONS = 'ui:definitions';

/** Option names, as RJSF takes them: a list in enum order, or an object by value. */
function translateEnumNames(names: unknown, t: Translate): unknown {
  if (Array.isArray(names)) return names.map((name) => t(String(name)));
  if (isObject(names))
    return Object.fromEntries(
      Object.entries(names).map(([value, name]) => [value, t(String(name))]),
    );
  return names;
}

/**
 * Schemas name their copy (an i18n key or plain text) in title and description; RJSF reads the
 * uiSchema's ui:title and ui:description first, so the translated copy goes there and the validated
 * schema stays untouched (the precompiled validator only accepts the exact schema it was built
 * from). Every text position passes through t(), which gives plain text back as it is.
 */
export function localizeUiSchema(schema: RJSFSchema, uiSchema: UiSchema, t: Translate): UiSchema {
  const root = schema as Node;
  // The local $refs met on the way: their targets' copy goes to ui:definitions, which RJSF applies
  // wherever a ref is used, however deep a recursive definition goes.
  const refs = new Set<string>();

  // The nodes being localized, so a schema that contains itself through a branch's $ref ends.
  const active = new Set<Node>();
  const localize = (schemaNode: Node, uiNode: Node): Node => {
    if (active.has(schemaNode)) return uiNode;
    active.add(schemaNode);
    const out = localizeNode(schemaNode, uiNode);
    active.delete(schemaNode);
    return out;
  };
  const localizeNode = (schemaNode: Node, uiNode: Node): Node => {
    const out: Node = { ...uiNode };
    if (typeof schemaNode.$ref === 'string' && schemaNode.$ref.startsWith('#/'))
      refs.add(schemaNode.$ref);
    if (typeof schemaNode.title === 'string' && out['ui:title'] === undefined)
      out['ui:title'] = schemaNode.title;
    if (typeof schemaNode.description === 'string' && out['ui:description'] === undefined) {
      out['ui:description'] = schemaNode.description;
    }
    for (const key of TEXT_UI_KEYS) {
      if (typeof out[key] === 'string') out[key] = t(out[key] as string);
    }
    if (out['ui:enumNames'] !== undefined)
      out['ui:enumNames'] = translateEnumNames(out['ui:enumNames'], t);
    if (isObject(out['ui:options'])) {
      const options = { ...out['ui:options'] };
      for (const key of TEXT_OPTIONS) {
        if (typeof options[key] === 'string') options[key] = t(options[key] as string);
      }
      if (options.enumNames !== undefined)
        options.enumNames = translateEnumNames(options.enumNames, t);
      out['ui:options'] = options;
    }
    // Fields declared in branches and dependencies render beside their parent's.
    for (const level of sameLevelNodes(root as JsonObject, schemaNode as JsonObject) as Node[]) {
      if (!isObject(level.properties)) continue;
      for (const [name, child] of Object.entries(level.properties)) {
        if (isObject(child))
          setUi(out, name, localize(child, isObject(out[name]) ? out[name] : {}));
      }
    }
    // RJSF names each option by uiSchema[list][i]'s ui:title, and renders the chosen option with
    // that uiSchema instead of the parent's: it carries the fields' ui written at the parent's level.
    for (const list of OPTION_LISTS) {
      const options = schemaNode[list];
      const written = Array.isArray(uiNode[list]) ? (uiNode[list] as unknown[]) : undefined;
      if (!Array.isArray(options) || (!written && !options.some((o) => isObject(o) && o.title)))
        continue;
      const fieldsUi = Object.fromEntries(
        Object.entries(uiNode).filter(([key]) => !key.startsWith('ui:') && !isOptionList(key)),
      );
      out[list] = options.map((option, i) => {
        const own = isObject(written?.[i]) ? (written[i] as Node) : {};
        return isObject(option) ? localize(option, { ...fieldsUi, ...own }) : own;
      });
    }
    for (const key of SUBSCHEMA_KEYS) {
      const sub = schemaNode[key];
      if (isObject(sub)) setUi(out, key, localize(sub, isObject(out[key]) ? out[key] : {}));
    }
    if (Array.isArray(schemaNode.items)) {
      const written = Array.isArray(out.items) ? (out.items as unknown[]) : [];
      out.items = schemaNode.items.map((item, i) => {
        const own = isObject(written[i]) ? (written[i] as Node) : {};
        return isObject(item) ? localize(item, own) : own;
      });
    }
    return out;
  };

  const out = localize(root, uiSchema as Node);
  const written = isObject(out[UI_DEFINITIONS]) ? out[UI_DEFINITIONS] : {};
  const definitions: Node = { ...written };
  // A Set's iteration includes the refs its targets add while it runs.
  for (const ref of refs) {
    const target = resolveLocalRef(root as JsonObject, ref) as Node | undefined;
    const own = isObject(written[ref]) ? written[ref] : {};
    if (target) setUi(definitions, ref, localize(target, own));
  }
  if (Object.keys(definitions).length > 0) out[UI_DEFINITIONS] = definitions;
  return out as UiSchema;
}

/** Sets a child uiSchema, leaving out one that says nothing. */
function setUi(into: Node, key: string, ui: Node): void {
  if (Object.keys(ui).length > 0) into[key] = ui;
  else delete into[key];
}
