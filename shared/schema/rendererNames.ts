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
 * RJSF's own widget names, which need no loader: the names its getWidget looks up for a field's
 * type, and its widgets' own names, which it takes as well and shared uiSchemas often use
 * (tests/unit/engine/built-in-widget-names.test.ts holds the list to RJSF's).
 */
export const BUILT_IN_WIDGETS = [
  'text',
  'textarea',
  'password',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uri',
  'data-url',
  'color',
  'date',
  'datetime',
  'date-time',
  'alt-date',
  'alt-datetime',
  'time',
  'updown',
  'range',
  'select',
  'radio',
  'checkbox',
  'checkboxes',
  'hidden',
  'file',
  'files',
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
] as const;
