import {
  BUILT_IN_WIDGETS,
  FIELD_NAMES,
  RJSF_WIDGETS_BY_TYPE,
  WIDGET_NAMES,
} from '../../schema/rendererNames.ts';
import { sameLevelNodes } from '../../schema/schemaLevels.ts';
import type { JsonObject, JsonValue } from '../../schema/splitSchema.ts';
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

/** The node a local `$ref` points at, or the node itself; undefined when the pointer leads nowhere. */
function resolved(
  node: Record<string, JsonValue>,
  root: JsonValue,
  seen = new Set<string>(),
): Record<string, JsonValue> | undefined {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  if (!(ref === '#' || ref.startsWith('#/')) || seen.has(ref)) return undefined;
  const target = ref
    .slice(2)
    .split('/')
    .filter((key, i) => i > 0 || key !== '')
    .reduce<JsonValue | undefined>(
      (at, key) => (isObject(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      root,
    );
  return isObject(target) ? resolved(target, root, seen.add(ref)) : undefined;
}

/** The type RJSF picks a field's widget by (its getSchemaType), through a local $ref; undefined when it cannot tell. */
function widgetType(field: Record<string, JsonValue>, root: JsonValue): string | undefined {
  const node = resolved(field, root);
  if (node === undefined) return undefined;
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

/** RJSF's widgets that show a field's choices (by short and component name). */
const CHOICE_WIDGETS = [
  'select',
  'radio',
  'checkboxes',
  'SelectWidget',
  'RadioWidget',
  'CheckboxesWidget',
];

/** Whether a schema says what its choices are, as RJSF's optionsList reads them; undefined when it cannot tell (an allOf, a $ref it cannot follow). */
function hasChoices(node: Record<string, JsonValue> | undefined): boolean | undefined {
  if (node === undefined || node.allOf !== undefined) return undefined;
  return Array.isArray(node.enum) || node.oneOf !== undefined || node.anyOf !== undefined;
}

/** Whether a list is one RJSF shows as a choice of several (its isMultiSelect): unique items, each one of a set of constants. */
function isMultiSelect(list: Record<string, JsonValue>, root: JsonValue): boolean | undefined {
  if (list.allOf !== undefined) return undefined;
  const { items } = list;
  if (list.uniqueItems !== true || !isObject(items)) return false;
  const item = resolved(items, root);
  if (item === undefined || item.allOf !== undefined) return undefined;
  if (Array.isArray(item.enum)) return true;
  const options = item.oneOf ?? item.anyOf;
  return (
    Array.isArray(options) &&
    options.every(
      (option) =>
        isObject(option) &&
        ('const' in option || (Array.isArray(option.enum) && option.enum.length === 1)),
    )
  );
}

const CHOICES_FIX = 'an "enum" of the choices (or a "oneOf" of { "const", "title" } options)';

/**
 * Each field's statements: a field may be written at its level and again in the level's branches
 * (a dependency's oneOf, an if/then), and RJSF renders it once, from all of them merged.
 */
function fieldStatements(root: JsonValue): Map<JsonObject, JsonObject[]> {
  const statements = new Map<JsonObject, JsonObject[]>();
  if (!isObject(root)) return statements;
  const walk = (node: JsonValue) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isObject(node)) return;
    if (isObject(node.properties)) {
      const byName = new Map<string, JsonObject[]>();
      for (const level of sameLevelNodes(root, node))
        if (isObject(level.properties))
          for (const [name, field] of Object.entries(level.properties))
            if (isObject(field)) byName.set(name, [...(byName.get(name) ?? []), field]);
      for (const group of byName.values())
        for (const field of group)
          if ((statements.get(field)?.length ?? 0) < group.length) statements.set(field, group);
    }
    Object.values(node).forEach(walk);
  };
  walk(root);
  return statements;
}

/** A widget that shows choices on a field that has none: RJSF draws it empty. */
function choiceWidgetWithoutChoices(
  file: string,
  path: string,
  field: JsonObject,
  root: JsonValue,
  statements: Map<JsonObject, JsonObject[]>,
) {
  const widget = renderedWith(field, 'widget');
  if (!widget || !CHOICE_WIDGETS.includes(widget.name)) return [];
  const parts = (statements.get(field) ?? [field]).map((part) => resolved(part, root));
  if (parts.some((part) => part === undefined)) return [];
  const node = Object.assign({}, ...parts) as JsonObject;
  const type = widgetType(node, root);
  if (type === 'array' && isMultiSelect(node, root) === false)
    return [
      {
        file,
        path: `${path}${widget.at}`,
        rule: 'widget-choices',
        message: `RJSF's "${widget.name}" widget on a list shows the choices its items are picked from, and this list has none, so the person would see an empty control`,
        fix: `to let the person pick several of a set, give the list "uniqueItems": true and "items" with ${CHOICES_FIX}; for answers the person writes, remove the widget`,
      },
    ];
  if (['string', 'number', 'integer'].includes(type ?? '') && hasChoices(node) === false)
    return [
      {
        file,
        path: `${path}${widget.at}`,
        rule: 'widget-choices',
        message: `RJSF's "${widget.name}" widget shows the field's choices, and this field has none, so the person would see an empty control`,
        fix: `give the field ${CHOICES_FIX}, or remove the widget`,
      },
    ];
  return [];
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
 * form or buttons, and RJSF has a widget of that name for the field's type. A widget that shows
 * choices is on a field that has some. No markdown switch is on.
 */
export function checkRenderers(file: string, schema: JsonValue): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const statements = fieldStatements(schema);
  const walk = (node: JsonValue, at: string) => {
    if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${at}/${i}`));
    if (!isObject(node)) return;
    const names = unregistered(file, at, node);
    const offType = names.length === 0 ? widgetOffType(file, at, node, schema) : [];
    problems.push(...names, ...offType);
    if (names.length + offType.length === 0)
      problems.push(...choiceWidgetWithoutChoices(file, at, node, schema, statements));
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
