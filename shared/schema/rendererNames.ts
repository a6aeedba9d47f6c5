/**
 * The names manifests may use in ui:widget and ui:field. A plain data file, without React or the
 * components: the configuration checker reads it at server start and in the build, and
 * renderers/registry.ts is keyed by these names, so the type checker refuses a name without a
 * component and a component without a name.
 */
export const WIDGET_NAMES = [
  'featureChoices',
  'dependentText',
  'trimmedText',
  'promptEditor',
  'themePicker',
  'choiceCards',
  'knowledgeBaseImport',
  'paletteEditor',
  'phone',
  'subdomain',
] as const;

export const FIELD_NAMES = [
  'emailVerification',
  'useCaseCards',
  'stagesEditor',
  'planTable',
  'qaPairs',
  'personalizingLoader',
  'brandSetup',
  'logoUpload',
] as const;

export type WidgetName = (typeof WIDGET_NAMES)[number];
export type FieldName = (typeof FIELD_NAMES)[number];

/**
 * The short widget names RJSF's getWidget takes for a field of each type (its widgetMap): a short
 * name on a field of another type throws "No widget ... for type ..." and the step fails to show.
 * tests/unit/engine/built-in-widget-names.test.ts holds this to RJSF's getWidget.
 */
export const RJSF_WIDGETS_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  boolean: ['checkbox', 'radio', 'select', 'hidden'],
  string: [
    'text',
    'password',
    'email',
    'hostname',
    'ipv4',
    'ipv6',
    'uri',
    'data-url',
    'radio',
    'select',
    'textarea',
    'hidden',
    'date',
    'datetime',
    'date-time',
    'alt-date',
    'alt-datetime',
    'time',
    'color',
    'file',
  ],
  number: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  integer: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  array: ['select', 'checkboxes', 'files', 'hidden'],
};

/**
 * RJSF's own widget names, which need no loader: the short names its getWidget looks up for a
 * field's type, and its widgets' own names, which it takes on any type and shared uiSchemas often
 * use (tests/unit/engine/built-in-widget-names.test.ts holds the list to RJSF's).
 */
export const BUILT_IN_WIDGETS: readonly string[] = [
  ...new Set(Object.values(RJSF_WIDGETS_BY_TYPE).flat()),
  'AltDateTimeWidget',
  'AltDateWidget',
  'CheckboxWidget',
  'CheckboxesWidget',
  'ColorWidget',
  'DateTimeWidget',
  'DateWidget',
  'EmailWidget',
  'FileWidget',
  'HiddenWidget',
  'PasswordWidget',
  'RadioWidget',
  'RangeWidget',
  'RatingWidget',
  'SelectWidget',
  'TextWidget',
  'TextareaWidget',
  'TimeWidget',
  'URLWidget',
  'UpDownWidget',
];
