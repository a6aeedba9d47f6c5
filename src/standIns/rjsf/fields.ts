import type { RegistryFieldsType } from '@rjsf/utils';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { lazyBuiltIn } from './lazyBuiltIn';

/** Stands in for @rjsf/core's fields/index.js (../plugins/standInPlugins.ts): the same fields. */
export default function fields(): RegistryFieldsType {
  const MultiSchemaField = lazyBuiltIn('MultiSchemaField');
  return {
    AnyOfField: MultiSchemaField,
    ArrayField: lazyBuiltIn('ArrayField'),
    BooleanField: lazyBuiltIn('BooleanField'),
    CyclicSchemaField: lazyBuiltIn('CyclicSchemaField'),
    FallbackField: lazyBuiltIn('FallbackField'),
    LayoutGridField: lazyBuiltIn('LayoutGridField'),
    LayoutHeaderField: lazyBuiltIn('LayoutHeaderField'),
    LayoutMultiSchemaField: lazyBuiltIn('LayoutMultiSchemaField'),
    NumberField: lazyBuiltIn('NumberField'),
    ObjectField,
    OneOfField: MultiSchemaField,
    OptionalDataControlsField: lazyBuiltIn('OptionalDataControlsField'),
    SchemaField,
    StringField,
    NullField: lazyBuiltIn('NullField'),
  } as RegistryFieldsType;
}
