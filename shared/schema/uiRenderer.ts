export type RendererKind = 'widget' | 'field';

export interface NamedRenderer {
  name: string;
  /** JSON pointer of the name under the node: `/ui:widget` or `/ui:options/widget`. */
  at: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every widget (or field) name a uiSchema node gives, in key order: `ui:widget` beside the field,
 * and `widget` inside its `ui:options`, both of which RJSF reads (getUiOptions).
 */
export function namedRenderers(
  node: Readonly<Record<string, unknown>>,
  kind: RendererKind,
): NamedRenderer[] {
  const named: NamedRenderer[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === `ui:${kind}` && typeof value === 'string')
      named.push({ name: value, at: `/${key}` });
    if (key === 'ui:options' && isRecord(value) && typeof value[kind] === 'string')
      named.push({ name: value[kind], at: `/ui:options/${kind}` });
  }
  return named;
}

/** The widget (or field) RJSF renders the node with: of the names it gives, the later key's wins, as in getUiOptions. */
export function renderedWith(
  node: Readonly<Record<string, unknown>>,
  kind: RendererKind,
): NamedRenderer | undefined {
  return namedRenderers(node, kind).at(-1);
}
