import { ADDITIONAL_PROPERTY_FLAG, type WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import { lazyBuiltIn } from './lazyBuiltIn';

const WrapAdditionalProperty = lazyBuiltIn('WrapIfAdditionalTemplate');

/**
 * RJSF's FieldTemplate wraps every field in WrapIfAdditionalTemplate, which for a property the
 * schema names is a div (RJSF's markup, held to it by a unit test); only an additional property,
 * a later keyword (shared/schema/needsLaterBuiltIns.ts), needs the real one, with its key input and remove button.
 */
export default function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  if (ADDITIONAL_PROPERTY_FLAG in props.schema) return <WrapAdditionalProperty {...props} />;
  const classNames = ['form-group', props.classNames];
  if (!props.hideError && props.rawErrors && props.rawErrors.length > 0) {
    classNames.push('has-error has-danger');
  }
  return (
    <div className={classNames.join(' ').trim()} style={props.style}>
      {props.children}
    </div>
  );
}
