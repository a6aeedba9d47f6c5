import type { RJSFSchema, UiSchema } from '@rjsf/utils';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

type Node = Record<string, unknown>;

function isObject(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const TEXT_UI_KEYS = ['ui:title', 'ui:description', 'ui:placeholder', 'ui:help'] as const;

/**
 * Schemas name i18n keys in title and description; RJSF reads the uiSchema's ui:title and
 * ui:description first, so the translated copy goes there and the validated schema stays untouched
 * (the precompiled validator only accepts the exact schema it was built from).
 */
export function localizeUiSchema(schema: RJSFSchema, uiSchema: UiSchema, t: Translate): UiSchema {
  const localize = (schemaNode: Node, uiNode: Node): Node => {
    const out: Node = { ...uiNode };
    if (typeof schemaNode.title === 'string' && out['ui:title'] === undefined)
      out['ui:title'] = schemaNode.title;
    if (typeof schemaNode.description === 'string' && out['ui:description'] === undefined) {
      out['ui:description'] = schemaNode.description;
    }
    for (const key of TEXT_UI_KEYS) {
      if (typeof out[key] === 'string') out[key] = t(out[key] as string);
    }
    if (Array.isArray(out['ui:enumNames']))
      out['ui:enumNames'] = (out['ui:enumNames'] as unknown[]).map((k) => t(String(k)));
    if (isObject(out['ui:options'])) {
      const options = { ...out['ui:options'] };
      if (Array.isArray(options.enumNames))
        options.enumNames = (options.enumNames as unknown[]).map((k) => t(String(k)));
      out['ui:options'] = options;
    }
    // Fields declared in if/then/else or allOf/anyOf/oneOf branches render beside their parent's.
    const branches = [
      schemaNode,
      schemaNode.if,
      schemaNode.then,
      schemaNode.else,
      ...[schemaNode.allOf, schemaNode.anyOf, schemaNode.oneOf].flatMap((l) =>
        Array.isArray(l) ? l : [],
      ),
    ];
    for (const branch of branches) {
      if (!isObject(branch) || !isObject(branch.properties)) continue;
      for (const [name, child] of Object.entries(branch.properties)) {
        if (isObject(child)) out[name] = localize(child, isObject(out[name]) ? out[name] : {});
      }
    }
    if (isObject(schemaNode.items))
      out.items = localize(schemaNode.items, isObject(out.items) ? out.items : {});
    return out;
  };
  return localize(schema as Node, uiSchema as Node) as UiSchema;
}
