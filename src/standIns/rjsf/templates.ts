import type { TemplatesType } from '@rjsf/utils';
import BaseInputTemplate from '@rjsf/core/lib/components/templates/BaseInputTemplate.js';
import SubmitButton from '@rjsf/core/lib/components/templates/ButtonTemplates/SubmitButton.js';
import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import ErrorList from '@rjsf/core/lib/components/templates/ErrorList.js';
import FieldErrorTemplate from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/core/lib/components/templates/FieldTemplate/index.js';
import ObjectFieldTemplate from '@rjsf/core/lib/components/templates/ObjectFieldTemplate.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import { lazyBuiltIn } from './lazyBuiltIn';
import WrapIfAdditionalTemplate from './WrapIfAdditionalTemplate';

/** Stands in for @rjsf/core's templates/index.js (../plugins/standInPlugins.ts): the same templates. */
export default function templates(): TemplatesType {
  return {
    ArrayFieldDescriptionTemplate: lazyBuiltIn('ArrayFieldDescriptionTemplate'),
    ArrayFieldItemTemplate: lazyBuiltIn('ArrayFieldItemTemplate'),
    ArrayFieldItemButtonsTemplate: lazyBuiltIn('ArrayFieldItemButtonsTemplate'),
    ArrayFieldTemplate: lazyBuiltIn('ArrayFieldTemplate'),
    ArrayFieldTitleTemplate: lazyBuiltIn('ArrayFieldTitleTemplate'),
    ButtonTemplates: {
      SubmitButton,
      // Arrays', added properties', optional data's and clearable inputs' buttons.
      AddButton: lazyBuiltIn('AddButton'),
      ClearButton: lazyBuiltIn('ClearButton'),
      CopyButton: lazyBuiltIn('CopyButton'),
      MoveDownButton: lazyBuiltIn('MoveDownButton'),
      MoveUpButton: lazyBuiltIn('MoveUpButton'),
      RemoveButton: lazyBuiltIn('RemoveButton'),
    },
    BaseInputTemplate,
    CyclicSchemaExpandTemplate: lazyBuiltIn('CyclicSchemaExpandTemplate'),
    DescriptionFieldTemplate: DescriptionField,
    ErrorListTemplate: ErrorList,
    FallbackFieldTemplate: lazyBuiltIn('FallbackFieldTemplate'),
    FieldTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    GridTemplate: lazyBuiltIn('GridTemplate'),
    MultiSchemaFieldTemplate: lazyBuiltIn('MultiSchemaFieldTemplate'),
    ObjectFieldTemplate,
    OptionalDataControlsTemplate: lazyBuiltIn('OptionalDataControlsTemplate'),
    // The engine's own (renderers/templates/TitleField.tsx): only groups below the root show one.
    TitleFieldTemplate: lazyBuiltIn('TitleFieldTemplate'),
    UnsupportedFieldTemplate: UnsupportedField,
    WrapIfAdditionalTemplate,
  } as TemplatesType;
}
