import {
  getSchemaType,
  getUiOptions,
  type MultiSchemaFieldTemplateProps,
  type RJSFSchema,
} from '@rjsf/utils';
import { isValidElement } from 'react';

/**
 * RJSF's MultiSchemaFieldTemplate (the same markup), with the field's title as the label of its
 * option selector when nothing else shows it: for an object that is only a choice between options
 * (a oneOf or anyOf without properties of its own), RJSF's ObjectFieldTemplate leaves out its
 * fieldset and legend, and the selector is rendered with its label hidden (an object's label is
 * never displayed), so the field's title ("Payout method") showed nowhere and the select had no
 * name. The title is the uiSchema's (translated) ui:title, else the schema's; ui:options label
 * false hides it, as it does the legend.
 */
export default function TitledMultiSchemaFieldTemplate(props: MultiSchemaFieldTemplateProps) {
  const { schema, uiSchema, registry, selector, optionSchemaField } = props;
  const { title = schema.title, label } = getUiOptions(uiSchema, registry.globalUiOptions);
  const selectorId = isValidElement<{ id?: unknown }>(selector) ? selector.props.id : undefined;
  const shown =
    label !== false &&
    typeof title === 'string' &&
    title.length > 0 &&
    typeof selectorId === 'string' &&
    isUntitledUnion(schema);
  return (
    <div className="panel panel-default panel-body">
      <div className="form-group">
        {shown && (
          <label className="control-label" htmlFor={selectorId}>
            {title}
          </label>
        )}
        {selector}
      </div>
      {optionSchemaField}
    </div>
  );
}

/** An object whose fieldset RJSF's ObjectFieldTemplate leaves out: options and no properties. */
function isUntitledUnion(schema: RJSFSchema): boolean {
  return getSchemaType(schema) === 'object' && schema.properties === undefined;
}
