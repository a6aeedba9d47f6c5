import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { act, render } from '@testing-library/react';
import i18n from '../../../src/i18n';
import { SchemaForm } from '../../../src/engine/react/SchemaForm';
import type { ReadySchema } from '../../../src/engine/react/useSchemaModule';
import fields from '../../../src/standIns/rjsf/fields';
import templates from '../../../src/standIns/rjsf/templates';
import widgets from '../../../src/standIns/rjsf/widgets';

/**
 * RJSF's Form with the registry the build gives it (src/standIns/rjsf), which the test runner,
 * loading RJSF unbundled, does not apply. Load the later built-ins first (loadLaterBuiltIns).
 */
export function renderBuiltInForm(schema: RJSFSchema, uiSchema: UiSchema, formData: unknown) {
  return render(
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      fields={fields()}
      widgets={widgets()}
      templates={templates()}
    />,
  );
}

/** The engine's SchemaForm showing `schema` in `lang`, with no renderers of ours. */
export async function renderSchemaForm(
  schema: RJSFSchema,
  formData: Record<string, unknown>,
  lang: string,
) {
  await act(() => i18n.changeLanguage(lang));
  const ready = {
    schema,
    uiSchema: {},
    renderers: { widgets: [], fields: [] },
    validator,
    widgets: {},
    fields: {},
  } as unknown as ReadySchema;
  return act(async () =>
    render(
      <SchemaForm
        id="f"
        ready={ready}
        formData={formData}
        onChange={() => undefined}
        onSubmit={() => undefined}
      >
        <span />
      </SchemaForm>,
    ),
  );
}
