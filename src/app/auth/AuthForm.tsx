import type { RJSFSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { formRuleErrors } from '../../../renderers/validators/formRules';
import { SchemaForm, type SchemaFormProps } from '../../engine/react/SchemaForm';
import { useAuthFormContext } from './useAuthFormContext';
import { useValidators } from '../../engine/react/useValidators';

/** SchemaForm's props; here onSubmit runs only once the form's own rules (phone, confirmation) pass too. */
export type AuthFormProps = SchemaFormProps;

/** The field's own errorMessage key, used for a `sameAs` mismatch. */
function fieldMessageKey(schema: RJSFSchema, field: string): string | undefined {
  const node = (schema.properties as Record<string, { errorMessage?: unknown }> | undefined)?.[
    field
  ];
  return typeof node?.errorMessage === 'string' ? node.errorMessage : undefined;
}

/**
 * A public form: the engine's SchemaForm plus the rules a uiSchema declares beyond JSON Schema.
 * Messages show once submit was attempted and hide again while the person edits (docs/public-forms.md).
 */
export function AuthForm({
  id,
  ready,
  formData,
  onChange,
  onSubmit,
  busy,
  serverProblems,
  formContext,
  children,
}: AuthFormProps) {
  const [shown, setShown] = useState(false);
  const context = useAuthFormContext(!shown);
  // SchemaForm submits once these have loaded, or without them if they cannot be downloaded (the
  // server checks the same rules), so onSubmit below has them whenever the browser could get them.
  const validators = useValidators(ready);
  const checks = validators.current;
  const ruleErrors = useMemo(
    () =>
      formRuleErrors(ready.uiSchema, formData, checks?.widgets ?? {}, (field) =>
        fieldMessageKey(ready.schema, field),
      ),
    [ready, formData, checks],
  );

  return (
    <div
      className={`auth-form${shown ? '' : ' auth-form--quiet'}`}
      // Capture runs before RJSF validates, so even a submit it refuses turns the messages on.
      onSubmitCapture={() => setShown(true)}
    >
      <SchemaForm
        id={id}
        ready={ready}
        formData={formData}
        onChange={(data) => {
          setShown(false);
          onChange(data);
        }}
        onSubmit={(data, shownFields) => {
          const failing = Object.keys(ruleErrors ?? {});
          if (failing.length > 0) {
            document.getElementById(`${id}_${failing[0]}`)?.focus();
            return;
          }
          onSubmit(data, shownFields);
        }}
        busy={busy}
        serverProblems={serverProblems}
        ruleErrors={ruleErrors}
        formContext={{ ...formContext, ...context }}
        validators={validators}
      >
        {children}
      </SchemaForm>
    </div>
  );
}
