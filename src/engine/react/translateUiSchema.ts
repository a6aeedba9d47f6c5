import type { UiSchema } from '@rjsf/utils';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const TEXT_UI_KEYS = new Set(['ui:title', 'ui:description', 'ui:placeholder', 'ui:help']);
/** The same texts inside ui:options, which RJSF reads as well. */
const TEXT_OPTIONS = new Set(['title', 'description', 'placeholder', 'help']);

/** Option names, as RJSF takes them: a list in enum order, or an object by value. */
function translateEnumNames(names: unknown, t: Translate): unknown {
  if (Array.isArray(names)) return names.map((name) => t(String(name)));
  if (isObject(names))
    return Object.fromEntries(
      Object.entries(names).map(([value, name]) => [value, t(String(name))]),
    );
  return names;
}

function translateOptions(options: Node, t: Translate): Node {
  const out: Node = { ...options };
  for (const [key, value] of Object.entries(options)) {
    if (TEXT_OPTIONS.has(key) && typeof value === 'string') out[key] = t(value);
  }
  if (options.enumNames !== undefined) out.enumNames = translateEnumNames(options.enumNames, t);
  return out;
}

/**
 * A served step's uiSchema in the page's language: every text in it (a copy key or plain text,
 * which t() gives back as it is) passed through t(). The module's build already placed the schema's
 * own titles and descriptions in the uiSchema (shared/schema/placeSchemaTexts.ts), so the texts are
 * found in the uiSchema alone: under a node's text keys, its ui:options and its option names, in
 * its fields, options and items, and in ui:definitions.
 */
export function translateUiSchema(uiSchema: UiSchema, t: Translate): UiSchema {
  const translate = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(translate);
    if (!isObject(node)) return node;
    const out: Node = {};
    for (const [key, value] of Object.entries(node)) {
      if (TEXT_UI_KEYS.has(key) && typeof value === 'string') out[key] = t(value);
      else if (key === 'ui:enumNames') out[key] = translateEnumNames(value, t);
      else if (key === 'ui:options' && isObject(value)) out[key] = translateOptions(value, t);
      else if (key === 'ui:definitions' && isObject(value))
        out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translate(v)]));
      else out[key] = key.startsWith('ui:') ? value : translate(value);
    }
    return out;
  };
  return translate(uiSchema) as UiSchema;
}
