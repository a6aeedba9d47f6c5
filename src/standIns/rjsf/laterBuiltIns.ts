/**
 * RJSF's built-in fields, widgets and templates the first screens' forms (text inputs only) do
 * without: those of arrays, numbers, booleans, choices, oneOf/anyOf, layout grids, files, dates and
 * colours. One chunk, loaded when a form needs them (shared/schema/needsLaterBuiltIns.ts).
 */
export { default as ArrayField } from './UiTitledArrayField';
export { default as BooleanField } from '@rjsf/core/lib/components/fields/BooleanField.js';
export { default as CyclicSchemaField } from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
export { default as FallbackField } from '@rjsf/core/lib/components/fields/FallbackField.js';
export { default as LayoutGridField } from '@rjsf/core/lib/components/fields/LayoutGridField.js';
export { default as LayoutHeaderField } from '@rjsf/core/lib/components/fields/LayoutHeaderField.js';
export { default as LayoutMultiSchemaField } from '@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js';
export { default as MultiSchemaField } from '@rjsf/core/lib/components/fields/MultiSchemaField.js';
export { default as NullField } from '@rjsf/core/lib/components/fields/NullField.js';
export { default as NumberField } from '@rjsf/core/lib/components/fields/NumberField.js';
export { default as OptionalDataControlsField } from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';

export { default as AltDateTimeWidget } from '@rjsf/core/lib/components/widgets/AltDateTimeWidget.js';
export { default as AltDateWidget } from '@rjsf/core/lib/components/widgets/AltDateWidget.js';
export { default as CheckboxWidget } from '@rjsf/core/lib/components/widgets/CheckboxWidget.js';
export { default as CheckboxesWidget } from '@rjsf/core/lib/components/widgets/CheckboxesWidget.js';
export { default as ColorWidget } from '@rjsf/core/lib/components/widgets/ColorWidget.js';
export { default as DateTimeWidget } from '@rjsf/core/lib/components/widgets/DateTimeWidget.js';
export { default as DateWidget } from '@rjsf/core/lib/components/widgets/DateWidget.js';
export { default as FileWidget } from '@rjsf/core/lib/components/widgets/FileWidget.js';
export { default as RadioWidget } from '@rjsf/core/lib/components/widgets/RadioWidget.js';
export { default as RangeWidget } from '@rjsf/core/lib/components/widgets/RangeWidget.js';
export { default as RatingWidget } from '@rjsf/core/lib/components/widgets/RatingWidget.js';
export { default as SelectWidget } from '@rjsf/core/lib/components/widgets/SelectWidget.js';
export { default as TextareaWidget } from '@rjsf/core/lib/components/widgets/TextareaWidget.js';
export { default as TimeWidget } from '@rjsf/core/lib/components/widgets/TimeWidget.js';
export { default as URLWidget } from '@rjsf/core/lib/components/widgets/URLWidget.js';
export { default as UpDownWidget } from '@rjsf/core/lib/components/widgets/UpDownWidget.js';

export { default as ArrayFieldDescriptionTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js';
export { default as ArrayFieldItemTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldItemTemplate.js';
export { default as ArrayFieldTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldTemplate.js';
export { default as ArrayFieldTitleTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js';
export { default as CyclicSchemaExpandTemplate } from '@rjsf/core/lib/components/templates/CyclicSchemaExpandTemplate.js';
export { default as FallbackFieldTemplate } from '@rjsf/core/lib/components/templates/FallbackFieldTemplate.js';
export { default as GridTemplate } from '@rjsf/core/lib/components/templates/GridTemplate.js';
// RJSF's, with the title of an object that is only a choice between options shown on its selector.
export { default as MultiSchemaFieldTemplate } from './TitledMultiSchemaFieldTemplate';
export { default as OptionalDataControlsTemplate } from '@rjsf/core/lib/components/templates/OptionalDataControlsTemplate.js';
export { default as WrapIfAdditionalTemplate } from '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js';
// The array's buttons are ours: RJSF's draw Bootstrap glyphicons, a font this app does not load.
export { ArrayFieldItemButtons as ArrayFieldItemButtonsTemplate } from '../../../renderers/templates/ArrayFieldItemButtons';
export {
  AddButton,
  ClearButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
} from '../../../renderers/templates/ArrayButtons';

// What @rjsf/utils merges an allOf with (@x0k/json-schema-merge); allOfMerge.ts stands in for it.
export { default as shallowAllOfMerge } from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';

export { TitleField as TitleFieldTemplate } from '../../../renderers/templates/TitleField';
