import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { useMemo } from 'react';

/**
 * RJSF's ArrayField, titling its items ("Tags-1") from the uiSchema's title, which holds the
 * translated copy: RJSF's own takes the schema's title, a copy key, which the page would show.
 */
export default function UiTitledArrayField(props: FieldProps<unknown[]>) {
  const { schema, uiSchema } = props;
  const { title } = getUiOptions(uiSchema);
  const titled = useMemo(
    () => (typeof title === 'string' && schema.title ? { ...schema, title } : schema),
    [schema, title],
  );
  return <ArrayField {...props} schema={titled} />;
}
