import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { templates } from '../../../renderers/templates';
import { fieldRulesValidator } from '../../../renderers/validators/fieldRules';
import { localizeUiSchema } from './localizeUiSchema';
import { inFieldOrder, transformErrors } from './transformErrors';
import type { ReadySchema } from './useSchemaModule';

export interface SchemaFormProps {
  id: string;
  ready: ReadySchema;
  formData: Record<string, unknown>;
  onChange(data: Record<string, unknown>): void;
  onSubmit(data: Record<string, unknown>): void;
  busy?: boolean;
  /** Errors the server sent back, as i18n keys at the fields they concern. */
  serverErrors?: ErrorSchema;
  formContext?: Record<string, unknown>;
  /** The buttons; the first submit button submits the form. */
  children: ReactNode;
}

/**
 * Renders a schema with RJSF: copy translated from its keys, errors shown beside their fields once
 * submit has been attempted, validation by the validators precompiled at build time.
 */
export function SchemaForm({
  id,
  ready,
  formData,
  onChange,
  onSubmit,
  busy,
  serverErrors,
  formContext,
  children,
}: SchemaFormProps) {
  const { t, i18n } = useTranslation();
  const uiSchema = useMemo(
    () => ({
      ...localizeUiSchema(ready.schema, ready.uiSchema, (key, params) => t(key, params)),
      'ui:title': '',
      'ui:description': '',
    }),
    // i18n.language re-translates on a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready, t, i18n.language],
  );
  const customValidate = useMemo(
    () => fieldRulesValidator(ready.uiSchema, ready.validators.fields),
    [ready],
  );
  return (
    <Form
      id={id}
      idPrefix={id}
      schema={ready.schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={ready.validator}
      customValidate={customValidate}
      widgets={ready.widgets}
      fields={ready.fields}
      templates={templates}
      formContext={formContext}
      transformErrors={(errors) => inFieldOrder(transformErrors(errors), ready.schema)}
      extraErrors={serverErrors}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      disabled={busy}
      onChange={(event: IChangeEvent) =>
        onChange((event.formData ?? {}) as Record<string, unknown>)
      }
      // Errors render beside their fields; without a handler RJSF would also log them to the console.
      onError={() => undefined}
      onSubmit={(event: IChangeEvent) =>
        onSubmit((event.formData ?? {}) as Record<string, unknown>)
      }
    >
      {children}
    </Form>
  );
}
