/**
 * RJSF's built-in fields, widgets and templates that only arrays, oneOf/anyOf, layout grids,
 * files, ratings and split date pickers use: one chunk, loaded when a form needs them
 * (needsRareBuiltIns), so the first screens' forms do without their code.
 */
export { default as ArrayField } from '@rjsf/core/lib/components/fields/ArrayField.js';
export { default as CyclicSchemaField } from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
export { default as FallbackField } from '@rjsf/core/lib/components/fields/FallbackField.js';
export { default as LayoutGridField } from '@rjsf/core/lib/components/fields/LayoutGridField.js';
export { default as LayoutHeaderField } from '@rjsf/core/lib/components/fields/LayoutHeaderField.js';
export { default as LayoutMultiSchemaField } from '@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js';
export { default as MultiSchemaField } from '@rjsf/core/lib/components/fields/MultiSchemaField.js';

export { default as AltDateTimeWidget } from '@rjsf/core/lib/components/widgets/AltDateTimeWidget.js';
export { default as AltDateWidget } from '@rjsf/core/lib/components/widgets/AltDateWidget.js';
export { default as CheckboxesWidget } from '@rjsf/core/lib/components/widgets/CheckboxesWidget.js';
export { default as FileWidget } from '@rjsf/core/lib/components/widgets/FileWidget.js';
export { default as RatingWidget } from '@rjsf/core/lib/components/widgets/RatingWidget.js';

export { default as ArrayFieldDescriptionTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js';
export { default as ArrayFieldItemButtonsTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js';
export { default as ArrayFieldItemTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldItemTemplate.js';
export { default as ArrayFieldTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldTemplate.js';
export { default as ArrayFieldTitleTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js';
export { default as CyclicSchemaExpandTemplate } from '@rjsf/core/lib/components/templates/CyclicSchemaExpandTemplate.js';
export { default as FallbackFieldTemplate } from '@rjsf/core/lib/components/templates/FallbackFieldTemplate.js';
export { default as GridTemplate } from '@rjsf/core/lib/components/templates/GridTemplate.js';
export { default as MultiSchemaFieldTemplate } from '@rjsf/core/lib/components/templates/MultiSchemaFieldTemplate.js';

// What @rjsf/utils merges an allOf with (@x0k/json-schema-merge); allOfMerge.ts stands in for it.
export { default as shallowAllOfMerge } from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
