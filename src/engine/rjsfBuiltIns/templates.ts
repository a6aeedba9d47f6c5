import type { TemplatesType } from '@rjsf/utils';
import BaseInputTemplate from '@rjsf/core/lib/components/templates/BaseInputTemplate.js';
import ButtonTemplates from '@rjsf/core/lib/components/templates/ButtonTemplates/index.js';
import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import ErrorList from '@rjsf/core/lib/components/templates/ErrorList.js';
import FieldErrorTemplate from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/core/lib/components/templates/FieldTemplate/index.js';
import ObjectFieldTemplate from '@rjsf/core/lib/components/templates/ObjectFieldTemplate.js';
import OptionalDataControlsTemplate from '@rjsf/core/lib/components/templates/OptionalDataControlsTemplate.js';
import TitleField from '@rjsf/core/lib/components/templates/TitleField.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import WrapIfAdditionalTemplate from '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js';
import { lazyBuiltIn } from './lazyBuiltIn';

/** Stands in for @rjsf/core's templates/index.js (scripts/vite/standInPlugins.ts): the same templates. */
export default function templates(): TemplatesType {
  return {
    ArrayFieldDescriptionTemplate: lazyBuiltIn('ArrayFieldDescriptionTemplate'),
    ArrayFieldItemTemplate: lazyBuiltIn('ArrayFieldItemTemplate'),
    ArrayFieldItemButtonsTemplate: lazyBuiltIn('ArrayFieldItemButtonsTemplate'),
    ArrayFieldTemplate: lazyBuiltIn('ArrayFieldTemplate'),
    ArrayFieldTitleTemplate: lazyBuiltIn('ArrayFieldTitleTemplate'),
    ButtonTemplates: ButtonTemplates(),
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
    OptionalDataControlsTemplate,
    TitleFieldTemplate: TitleField,
    UnsupportedFieldTemplate: UnsupportedField,
    WrapIfAdditionalTemplate,
  } as TemplatesType;
}
