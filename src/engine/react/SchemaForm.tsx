import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import type { FieldProblem } from '../../../shared/contract/envelope';
import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { templates } from '../../../renderers/templates';
import { fieldRulesValidator } from '../../../renderers/validators/fieldRules';
import { rjsfTranslateString } from './rjsfTexts';
import { translateUiSchema } from './translateUiSchema';
import { writtenLanguage } from './writtenLanguage';
import { mergeErrorSchemas, toErrorSchema } from './serverErrors';
import type { InvalidField } from './transformErrors';
import type { ReadySchema } from './useSchemaModule';
import { shownFieldsOf, type ShownFields } from './shownFields';
import { useFocusAfterBusy } from './useFocusAfterBusy';
import { useValidators, type FormValidators } from './useValidators';

/**
 * An error found while the form's checks, which word errors, could not be downloaded (the submit
 * then goes without them): the engine's general message, never Ajv's English.
 */
const unworded = (error: RJSFValidationError): RJSFValidationError => ({
  ...error,
  message: 'validation.default.invalid',
});

export interface SchemaFormProps {
  id: string;
  ready: ReadySchema;
  formData: Record<string, unknown>;
  onChange(data: Record<string, unknown>): void;
  /** `shown`: the fields the form shows for these answers, at any depth (shownFieldsOf). */
  onSubmit(data: Record<string, unknown>, shown: ShownFields): void;
  busy?: boolean;
  /** What the server said of fields, as Messages; translated as the form renders. */
  serverProblems?: readonly FieldProblem[];
  /** Errors found in the browser beyond the schema's own validation, as copy keys at their fields. */
  ruleErrors?: ErrorSchema;
  formContext?: Record<string, unknown>;
  /** A submit the form's validation refused: each field and its message's copy key. */
  onInvalid?(errors: InvalidField[]): void;
  /** The form's widget and field checks, when a wrapper uses them too (AuthForm); else its own. */
  validators?: FormValidators;
  /** The buttons; the first submit button submits the form. */
  children: ReactNode;
}

/**
 * Renders a schema with RJSF: copy translated from its keys, errors shown beside their fields once
 * submit has been attempted, validation by the validators precompiled at build time. The widgets'
 * and fields' own checks, and the engine's words for errors, load when the form is first focused; a
 * submit before then waits for them, or goes without them if they cannot be downloaded (the server
 * checks the same rules).
 */
export function SchemaForm({
  id,
  ready,
  formData,
  onChange,
  onSubmit,
  busy,
  serverProblems,
  ruleErrors,
  formContext,
  onInvalid,
  validators: shared,
  children,
}: SchemaFormProps) {
  const own = useValidators(ready);
  const validators = shared ?? own;
  const checks = validators.current;
  // One real submit event (RJSF's own submit() sends a second, custom one first).
  const resubmit = () => (document.getElementById(id) as HTMLFormElement | null)?.requestSubmit();
  const submitWhenChecked = useRef(false);
  const submitUnchecked = useRef(false);
  useEffect(() => {
    if (!submitWhenChecked.current || !checks) return;
    submitWhenChecked.current = false;
    resubmit();
    // resubmit reads only the form's id, which does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checks]);
  const { t, i18n } = useTranslation();
  const { uiSchema, asWritten } = useMemo(() => {
    // The texts shown as written, in another language than the page's, by that language.
    const asWritten = new Map<string, string>();
    const translated = translateUiSchema(ready.uiSchema, (key, params) => {
      const text = t(key, params);
      const language = writtenLanguage(i18n, key);
      if (language) asWritten.set(text, language);
      return text;
    });
    return { uiSchema: { ...translated, 'ui:title': '', 'ui:description': '' }, asWritten };
    // i18n.language re-translates on a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, t, i18n.language]);
  const formRoot = useRef<HTMLDivElement>(null);
  // After every render, as RJSF may have drawn the texts anew.
  useLayoutEffect(() => {
    const root = formRoot.current;
    if (asWritten.size === 0 || !root) return;
    void import('./markTextLanguage').then(({ markTextLanguage }) =>
      markTextLanguage(root, asWritten),
    );
  });
  // RJSF's own texts (an added entry's key label, list buttons, Yes and No) from the copy.
  const translateString = useMemo(
    () => rjsfTranslateString((key, params) => t(key, params)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  const extraErrors = useMemo(
    () =>
      mergeErrorSchemas(
        ruleErrors,
        serverProblems?.length
          ? toErrorSchema([...serverProblems], (message) => t(message.id, message.params))
          : undefined,
      ),
    // i18n.language re-translates on a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ruleErrors, serverProblems, t, i18n.language],
  );
  // Widgets that act on a server message (a taken subdomain's suggestions) read it as a Message.
  // The language too: RJSF compares its props deeply, taking any two functions as equal, so a new
  // translateString alone would not redraw its own texts after a language switch.
  const context = useMemo(
    () => ({ ...formContext, fieldProblems: serverProblems ?? [], language: i18n.language }),
    [formContext, serverProblems, i18n.language],
  );
  const customValidate = useMemo(
    () => fieldRulesValidator(ready.uiSchema, checks?.fields ?? {}),
    [ready, checks],
  );
  const loadChecks = () => void validators.load().catch(() => undefined);
  const noteFocusAtSubmit = useFocusAfterBusy(id, busy, serverProblems);
  return (
    <div
      ref={formRoot}
      className="schema-form"
      onFocusCapture={loadChecks}
      onSubmitCapture={(event) => {
        noteFocusAtSubmit();
        if (checks) return;
        if (submitUnchecked.current) {
          submitUnchecked.current = false;
          return;
        }
        // Held until the checks are there, then submitted again (the effect above). If they
        // cannot be downloaded it goes without them: the server checks the same rules.
        event.preventDefault();
        event.stopPropagation();
        submitWhenChecked.current = true;
        validators.load().catch(() => {
          submitWhenChecked.current = false;
          submitUnchecked.current = true;
          resubmit();
        });
      }}
    >
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
        translateString={translateString}
        formContext={context}
        transformErrors={(errors) =>
          checks
            ? checks.wording.inFieldOrder(checks.wording.transformErrors(errors), ready.schema)
            : errors.map(unworded)
        }
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        focusOnFirstError
        disabled={busy}
        onChange={(event: IChangeEvent) =>
          onChange((event.formData ?? {}) as Record<string, unknown>)
        }
        // Errors render beside their fields; without a handler RJSF would also log them to the console.
        onError={(errors) => onInvalid?.(checks?.wording.invalidFieldsOf(errors) ?? [])}
        onSubmit={(event: IChangeEvent) => {
          const data = (event.formData ?? {}) as Record<string, unknown>;
          onSubmit(data, shownFieldsOf(event.schemaUtils, event.schema, data));
        }}
      >
        {children}
      </Form>
    </div>
  );
}
