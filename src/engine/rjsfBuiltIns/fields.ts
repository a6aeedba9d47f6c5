import type { RegistryFieldsType } from '@rjsf/utils';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { lazyBuiltIn } from './lazyBuiltIn';

/** Stands in for @rjsf/core's fields/index.js (scripts/vite/standInPlugins.ts): the same fields. */
export default function fields(): RegistryFieldsType {
  const MultiSchemaField = lazyBuiltIn('MultiSchemaField');
  return {
    AnyOfField: MultiSchemaField,
    ArrayField: lazyBuiltIn('ArrayField'),
    BooleanField,
    CyclicSchemaField: lazyBuiltIn('CyclicSchemaField'),
    FallbackField: lazyBuiltIn('FallbackField'),
    LayoutGridField: lazyBuiltIn('LayoutGridField'),
    LayoutHeaderField: lazyBuiltIn('LayoutHeaderField'),
    LayoutMultiSchemaField: lazyBuiltIn('LayoutMultiSchemaField'),
    NumberField,
    ObjectField,
    OneOfField: MultiSchemaField,
    OptionalDataControlsField,
    SchemaField,
    StringField,
    NullField,
  } as RegistryFieldsType;
}
