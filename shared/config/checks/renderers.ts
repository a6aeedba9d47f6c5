import {
  BUILT_IN_WIDGETS,
  FIELD_NAMES,
  RJSF_WIDGETS_BY_TYPE,
  WIDGET_NAMES,
} from '../../schema/rendererNames.ts';
import type { JsonValue } from '../../schema/splitSchema.ts';
import { namedRenderers, renderedWith, type RendererKind } from '../../schema/uiRenderer.ts';
import { pointerKey, type ConfigProblem } from '../problem.ts';
import { isObject } from './jsonTypes.ts';

const WIDGETS: readonly string[] = [...BUILT_IN_WIDGETS, ...WIDGET_NAMES];
const FIELDS: readonly string[] = FIELD_NAMES;

/** RJSF's switches for markdown in descriptions and help, which the build leaves out (rjsfPlainMarkdownPlugin). */
const MARKDOWN_OPTIONS: readonly string[] = [
  'ui:enableMarkdownInDescription',
  'enableMarkdownInDescription',
  'ui:enableMarkdownInHelp',
  'enableMarkdownInHelp',
];

/** The type RJSF picks a field's widget by (its getSchemaType), through a local $ref; undefined when it cannot tell. */
function widgetType(node: Record<string, JsonValue>, root: JsonValue): string | undefined {
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<JsonValue | undefined>(
        (at, key) => (isObject(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
        root,
      );
    return isObject(target) ? widgetType(target, root) : undefined;
  }
  const { type } = node;
  if (typeof type === 'string') return type;
  if (Array.isArray(type) && typeof type[0] === 'string')
    return type.length === 2 && type.includes('null')
      ? (type.find((t) => t !== 'null') as string)
      : type[0];
  if (type === undefined && node.const !== undefined && node.const !== null)
    return Array.isArray(node.const) ? 'array' : typeof node.const;
  if (type === undefined && node.enum !== undefined) return 'string';
  return undefined;
}

/** A short widget name RJSF's getWidget has no widget for at the field's type (ours and *Widget names take any). */
function widgetOffType(
  file: string,
  path: string,
  node: Record<string, JsonValue>,
  root: JsonValue,
) {
  const widget = renderedWith(node, 'widget');
  const type = widgetType(node, root);
  const offered = type === undefined ? undefined : RJSF_WIDGETS_BY_TYPE[type];
  if (!widget || !offered || offered.includes(widget.name)) return [];
  const shortNames = Object.values(RJSF_WIDGETS_BY_TYPE).flat();
  if (!shortNames.includes(widget.name)) return [];
  return [
    {
      file,
      path: `${path}${widget.at}`,
      rule: 'widget-type',
      message: `RJSF has no "${widget.name}" widget for a field of type ${type}, so the step would fail to show`,
      fix: `for a field of type ${type} use one of RJSF's ${offered.join(', ')}; or change the field's type`,
    },
  ];
}

const REGISTERED: Record<RendererKind, readonly string[]> = { widget: WIDGETS, field: FIELDS };

/** Each widget and field name the node gives (beside it or in its ui:options) that nothing is registered under. */
function unregistered(file: string, path: string, node: Record<string, JsonValue>) {
  return (['widget', 'field'] as const).flatMap((kind) =>
    namedRenderers(node, kind)
      .filter(({ name }) => !REGISTERED[kind].includes(name))
      .map(({ name, at }) => ({
        file,
        path: `${path}${at}`,
        rule: `${kind}-registered`,
        message: `no ${kind} is registered under the name "${name}", so the step would render without it`,
        fix: `use one of: ${REGISTERED[kind].join(', ')}; or register "${name}" in shared/schema/rendererNames.ts and renderers/registry.ts`,
      })),
  );
}

/**
 * Every widget and field a node names (by ui:widget and ui:field, or as ui:options' widget and
 * field, which RJSF reads alike) is a registered renderer: an unknown one leaves the step without its
 * form or buttons, and RJSF has a widget of that name for the field's type. No markdown switch is on.
 */
export function checkRenderers(file: string, schema: JsonValue): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const walk = (node: JsonValue, at: string) => {
    if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${at}/${i}`));
    if (!isObject(node)) return;
    const names = unregistered(file, at, node);
    problems.push(...names, ...(names.length === 0 ? widgetOffType(file, at, node, schema) : []));
    for (const [key, value] of Object.entries(node)) {
      const path = `${at}/${pointerKey(key)}`;
      if (MARKDOWN_OPTIONS.includes(key) && value === true)
        problems.push({
          file,
          path,
          rule: 'markdown-not-rendered',
          message:
            'descriptions are shown as plain text: the app carries no markdown renderer, so markdown would show its marks',
          fix: `remove "${key}" and write the copy as plain text`,
        });
      else walk(value, path);
    }
  };
  walk(schema, '');
  return problems;
}
