import type { RJSFSchema } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import {
  formRuleErrors,
  validatedWidgets,
  widgetValidatorLoaders,
  type WidgetValidator,
} from '../../../renderers/validators/formRules';
import { SchemaForm, type SchemaFormProps } from '../../engine/react/SchemaForm';
import type { ReadySchema } from '../../engine/react/useSchemaModule';
import { useAuthFormContext } from '../../engine/react/useWizardContext';
import { mergeErrorSchemas } from './errorSchemas';

/** SchemaForm's props; here onSubmit runs only once the form's own rules (phone, confirmation) pass too. */
export type AuthFormProps = SchemaFormProps;

/** The field's own errorMessage key, used for a `sameAs` mismatch. */
function fieldMessageKey(schema: RJSFSchema, field: string): string | undefined {
  const node = (schema.properties as Record<string, { errorMessage?: unknown }> | undefined)?.[
    field
  ];
  return typeof node?.errorMessage === 'string' ? node.errorMessage : undefined;
}

/** The validators of the widgets a form uses, loaded with them. */
function useWidgetValidators(ready: ReadySchema): Record<string, WidgetValidator> | null {
  const names = useMemo(() => validatedWidgets(ready.uiSchema), [ready]);
  const [loaded, setLoaded] = useState<{
    for: ReadySchema;
    validators: Record<string, WidgetValidator>;
  } | null>(null);
  useEffect(() => {
    let active = true;
    void Promise.all(
      names.map(async (name) => [name, await widgetValidatorLoaders[name]!()] as const),
    ).then(
      (entries) => active && setLoaded({ for: ready, validators: Object.fromEntries(entries) }),
    );
    return () => {
      active = false;
    };
  }, [names, ready]);
  if (names.length === 0) return {};
  return loaded?.for === ready ? loaded.validators : null;
}

/**
 * A public form: the engine's SchemaForm plus the rules a uiSchema declares beyond JSON Schema.
 * Messages show once submit was attempted and hide again while the person edits (spec section 4).
 */
export function AuthForm({
  id,
  ready,
  formData,
  onChange,
  onSubmit,
  busy,
  serverErrors,
  formContext,
  children,
}: AuthFormProps) {
  const [shown, setShown] = useState(false);
  const validators = useWidgetValidators(ready);
  const context = useAuthFormContext(!shown);
  const ruleErrors = useMemo(
    () =>
      formRuleErrors(ready.uiSchema, formData, validators ?? {}, (field) =>
        fieldMessageKey(ready.schema, field),
      ),
    [ready, formData, validators],
  );
  const extraErrors = useMemo(
    () => mergeErrorSchemas(ruleErrors, serverErrors),
    [ruleErrors, serverErrors],
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
        onSubmit={(data) => {
          // The widgets' own checks are still loading: nothing can be judged yet.
          if (!validators) return;
          const failing = Object.keys(ruleErrors ?? {});
          if (failing.length > 0) {
            document.getElementById(`${id}_${failing[0]}`)?.focus();
            return;
          }
          onSubmit(data);
        }}
        busy={busy}
        serverErrors={extraErrors}
        formContext={{ ...formContext, ...context }}
      >
        {children}
      </SchemaForm>
    </div>
  );
}
