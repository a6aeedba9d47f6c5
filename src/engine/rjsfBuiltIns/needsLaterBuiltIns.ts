/** The widget names (shared/schema/rendererNames.ts) whose RJSF built-ins are in the rare chunk. */
const RARE_WIDGETS = new Set([
  'checkboxes',
  'file',
  'files',
  'data-url',
  'alt-date',
  'alt-datetime',
]);

/** The fields (ui:field names) of RJSF's own that are in the rare chunk. */
const RARE_FIELDS = new Set(['LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField']);

/** Schema keywords RJSF needs a rare built-in for: arrays, oneOf/anyOf choosers, allOf, files. */
function usesRareKeyword(node: unknown, depth = 0): boolean {
  // Schemas are trees a server compiled; the bound only keeps a hostile one from looping.
  if (depth > 64 || node === null || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((item) => usesRareKeyword(item, depth + 1));
  const schema = node as Record<string, unknown>;
  const type = schema.type;
  if (type === 'array' || (Array.isArray(type) && type.includes('array'))) return true;
  if ('oneOf' in schema || 'anyOf' in schema || 'allOf' in schema) return true;
  // RJSF merges pattern properties with an allOf of its own, and guesses a type for data no
  // property names (additionalProperties) and for a const: an array then.
  if ('patternProperties' in schema || Array.isArray(schema.const)) return true;
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
    return true;
  }
  if (schema.format === 'data-url') return true;
  return Object.values(schema).some((value) => usesRareKeyword(value, depth + 1));
}

/** A widget named in ui:options ({ "widget": "checkboxes" }), which the renderer names leave out. */
function namesRareWidgetInOptions(uiSchema: unknown): boolean {
  const named = JSON.stringify(uiSchema ?? {}).matchAll(/"widget":"([^"]+)"/g);
  return [...named].some((match) => RARE_WIDGETS.has(match[1]!));
}

/**
 * Whether a form would render any of RJSF's rare built-ins (rareBuiltIns.ts), so the engine loads
 * their chunk before showing it. It may say yes for a part a custom field renders instead: the
 * chunk is then loaded for nothing, never missing.
 */
export function needsRareBuiltIns(
  schema: unknown,
  renderers: { widgets: readonly string[]; fields: readonly string[] },
  uiSchema: unknown = {},
): boolean {
  return (
    renderers.widgets.some((name) => RARE_WIDGETS.has(name)) ||
    namesRareWidgetInOptions(uiSchema) ||
    renderers.fields.some((name) => RARE_FIELDS.has(name)) ||
    usesRareKeyword(schema)
  );
}
