import { BUILT_IN_WIDGETS } from './rendererNames.ts';

/**
 * The widget names (shared/schema/rendererNames.ts) and string formats whose RJSF built-ins load
 * with the first screens: the text inputs their forms show. Every other built-in widget is in the
 * later chunk.
 */
const FIRST_SCREEN_WIDGETS = new Set([
  'text',
  'password',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'hidden',
  'TextWidget',
  'PasswordWidget',
  'EmailWidget',
  'HiddenWidget',
]);

function isLaterWidget(name: string): boolean {
  return BUILT_IN_WIDGETS.includes(name) && !FIRST_SCREEN_WIDGETS.has(name);
}

/** The fields (ui:field names) of RJSF's own that are in the later chunk. */
const LATER_FIELDS = new Set(['LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField']);

/** Field types RJSF renders with a later field: numbers, booleans and nulls. */
const LATER_TYPES = new Set(['number', 'integer', 'boolean', 'null', 'array']);

/** Whether any node of a tree (a schema, a uiSchema) is one `test` picks. */
function someNode(
  node: unknown,
  test: (node: Record<string, unknown>) => boolean,
  depth = 0,
): boolean {
  // Schemas are trees a server compiled; the bound only keeps a hostile one from looping.
  if (depth > 64 || node === null || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((item) => someNode(item, test, depth + 1));
  const record = node as Record<string, unknown>;
  return test(record) || Object.values(record).some((value) => someNode(value, test, depth + 1));
}

/**
 * Schema keywords RJSF needs a later built-in for: arrays, numbers, booleans, choices (enum,
 * oneOf/anyOf), allOf, and formats with a widget of their own (dates, colours, files).
 */
function usesLaterKeyword(schema: Record<string, unknown>): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.some((type) => typeof type === 'string' && LATER_TYPES.has(type))) return true;
  if ('oneOf' in schema || 'anyOf' in schema || 'allOf' in schema || 'enum' in schema) return true;
  // RJSF merges pattern properties with an allOf of its own, and guesses a type for data no
  // property names (additionalProperties) and for a const: an array then.
  if ('patternProperties' in schema || Array.isArray(schema.const)) return true;
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
    return true;
  }
  // A format RJSF knows no widget for shows a text input: the chunk then loads for nothing.
  return typeof schema.format === 'string' && !FIRST_SCREEN_WIDGETS.has(schema.format);
}

/** ui:options that show a later built-in: clearable inputs, optional data's controls. */
const LATER_OPTIONS = [
  'allowClearTextInputs',
  'ui:allowClearTextInputs',
  'enableOptionalDataFieldForType',
  'ui:enableOptionalDataFieldForType',
];

/**
 * A widget named in ui:options ({ "widget": "checkboxes" }), which the renderer names leave out, or
 * an option that shows a later built-in; in the uiSchema, or in the schema, which holds ui: keys.
 */
function namesLaterUiOption(node: Record<string, unknown>): boolean {
  return (
    (typeof node.widget === 'string' && isLaterWidget(node.widget)) ||
    LATER_OPTIONS.some((option) => option in node)
  );
}

/**
 * Whether a form would render any of RJSF's built-ins beyond the first screens'
 * (src/standIns/rjsf/laterBuiltIns.ts), so the engine loads their chunk before showing it.
 * Answered when the form's module is built (stepModule.ts), which tells the browser. It may say yes for a part a custom field
 * renders instead: the chunk is then loaded for nothing, never missing.
 */
export function needsLaterBuiltIns(
  schema: unknown,
  renderers: { widgets: readonly string[]; fields: readonly string[] },
  uiSchema: unknown = {},
): boolean {
  return (
    renderers.widgets.some(isLaterWidget) ||
    renderers.fields.some((name) => LATER_FIELDS.has(name)) ||
    someNode(uiSchema, namesLaterUiOption) ||
    someNode(schema, (node) => usesLaterKeyword(node) || namesLaterUiOption(node)) ||
    // A group of fields below the root shows its title with the engine's TitleField, a later part.
    someNode(schema, (node) => node !== schema && (node.type === 'object' || 'properties' in node))
  );
}
