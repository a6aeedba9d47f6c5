import type { JsonObject } from '../draft/configFiles';

/** What the designer's toolbox offers: the kinds of field a step may ask with. */
export const FIELD_KINDS = [
  'shortText',
  'longText',
  'email',
  'phone',
  'number',
  'singleChoice',
  'multipleChoice',
  'yesNo',
  'date',
  'file',
  'journeyStages',
  'palette',
  'logo',
  'qaPairs',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** How a choice is shown: single choices as radios, a select or cards; multiple as checkboxes or a select. */
export const DISPLAYS_OF_KIND: Partial<Record<FieldKind, readonly string[]>> = {
  singleChoice: ['radio', 'select', 'choiceCards'],
  multipleChoice: ['checkboxes', 'select'],
  yesNo: ['radio', 'checkbox'],
};

/** The limits the property panel offers for each kind, as the JSON Schema keywords they write. */
export const LIMITS_OF_KIND: Partial<Record<FieldKind, readonly LimitKeyword[]>> = {
  shortText: ['minLength', 'maxLength', 'pattern'],
  longText: ['minLength', 'maxLength', 'pattern'],
  email: ['maxLength'],
  number: ['minimum', 'maximum'],
  multipleChoice: ['minItems', 'maxItems'],
};
export type LimitKeyword =
  'minLength' | 'maxLength' | 'pattern' | 'minimum' | 'maximum' | 'minItems' | 'maxItems';

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A ui:* key of a field, written at the field or inside its ui:options, as RJSF reads both. */
export function uiValueOf(property: JsonObject, name: string): unknown {
  if (`ui:${name}` in property) return property[`ui:${name}`];
  const options = property['ui:options'];
  return isObject(options) ? options[name] : undefined;
}

/** Where a field's label is: its ui:title, which RJSF shows over its title, or its title. */
export function titleOf(property: JsonObject): unknown {
  return uiValueOf(property, 'title') ?? property.title;
}

/** The values a field offers to choose from: its enum, or its oneOf/anyOf of consts. */
export function choiceValuesOf(schema: JsonObject): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  const options = schema.oneOf ?? schema.anyOf;
  if (
    Array.isArray(options) &&
    options.length > 0 &&
    options.every((o) => isObject(o) && 'const' in o)
  )
    return options.map((o) => (o as JsonObject).const);
  return undefined;
}

const WIDGET_KINDS: Record<string, FieldKind> = {
  paletteEditor: 'palette',
  phone: 'phone',
  textarea: 'longText',
  TextareaWidget: 'longText',
};
const FIELD_KINDS_BY_UI_FIELD: Record<string, FieldKind> = {
  stagesEditor: 'journeyStages',
  qaPairs: 'qaPairs',
  logoUpload: 'logo',
};
const STRING_FORMAT_KINDS: Record<string, FieldKind> = {
  email: 'email',
  date: 'date',
  'data-url': 'file',
};

/**
 * The toolbox kind a field is, read from its schema; undefined for a field the designer does not
 * know (a nested object, a tuple, a custom widget...), which stays for the JSON view.
 */
export function fieldKindOf(property: JsonObject): FieldKind | undefined {
  const uiField = property['ui:field'];
  if (typeof uiField === 'string') return FIELD_KINDS_BY_UI_FIELD[uiField];
  const widget = uiValueOf(property, 'widget');
  if (typeof widget === 'string' && WIDGET_KINDS[widget]) {
    const kind = WIDGET_KINDS[widget];
    return kind === 'longText' && property.type !== 'string' ? undefined : kind;
  }
  switch (property.type) {
    case 'boolean':
      return 'yesNo';
    case 'number':
    case 'integer':
      return choiceValuesOf(property) ? undefined : 'number';
    case 'string': {
      if (choiceValuesOf(property)) return 'singleChoice';
      if (typeof property.format === 'string') return STRING_FORMAT_KINDS[property.format];
      if (widget === 'email') return 'email';
      if (widget === 'date') return 'date';
      if (widget === 'file') return 'file';
      return widget === undefined || widget === 'text' ? 'shortText' : undefined;
    }
    case 'array': {
      const items = property.items;
      return property.uniqueItems === true && isObject(items) && choiceValuesOf(items)
        ? 'multipleChoice'
        : undefined;
    }
    default:
      return undefined;
  }
}

/** A new field of a kind, asking `label`: the schema the toolbox drops into the step. */
export function newFieldSchema(kind: FieldKind, label: string): JsonObject {
  const titled = (schema: JsonObject): JsonObject => ({
    type: schema.type,
    title: label,
    ...schema,
  });
  switch (kind) {
    case 'shortText':
      return titled({ type: 'string', maxLength: 200 });
    case 'longText':
      return titled({ type: 'string', maxLength: 2000, 'ui:widget': 'textarea' });
    case 'email':
      return titled({ type: 'string', format: 'email', maxLength: 254 });
    case 'phone':
      return titled({ type: 'string', maxLength: 40, 'ui:widget': 'phone' });
    case 'number':
      return titled({ type: 'integer' });
    case 'singleChoice':
      return titled({
        type: 'string',
        enum: ['option_1', 'option_2'],
        'ui:enumNames': ['Option 1', 'Option 2'],
        'ui:widget': 'radio',
      });
    case 'multipleChoice':
      return titled({
        type: 'array',
        uniqueItems: true,
        // RJSF reads a multiple choice's option names from its items' uiSchema.
        items: {
          type: 'string',
          enum: ['option_1', 'option_2'],
          'ui:enumNames': ['Option 1', 'Option 2'],
        },
        'ui:widget': 'checkboxes',
      });
    case 'yesNo':
      return titled({ type: 'boolean', 'ui:widget': 'radio' });
    case 'date':
      return titled({ type: 'string', format: 'date' });
    case 'file':
      // A file travels as a data URL; 700,000 characters is a file of about half a megabyte.
      return titled({ type: 'string', format: 'data-url', maxLength: 700000 });
    case 'journeyStages':
      return titled({
        type: 'array',
        minItems: 1,
        maxItems: 50,
        items: {
          type: 'object',
          required: ['name', 'duration'],
          properties: {
            name: { type: 'string', title: 'Stage', pattern: '\\S', maxLength: 100 },
            duration: { type: 'integer', title: 'Days', minimum: 0, maximum: 3650 },
          },
        },
        'ui:field': 'stagesEditor',
      });
    case 'palette':
      return titled({
        type: 'array',
        maxItems: 3,
        items: { type: 'string', maxLength: 7, pattern: '^(|#[0-9A-Fa-f]{6})$' },
        'ui:widget': 'paletteEditor',
      });
    case 'logo':
      return titled({ type: 'string', maxLength: 2048, 'ui:field': 'logoUpload' });
    case 'qaPairs':
      return titled({
        type: 'array',
        maxItems: 200,
        items: {
          type: 'object',
          properties: {
            id: { type: 'string', maxLength: 100 },
            questionTitle: { type: 'string', title: 'Question', maxLength: 1000 },
            questionValue: { type: 'string', title: 'Answer', maxLength: 5000 },
          },
        },
        'ui:field': 'qaPairs',
      });
  }
}
