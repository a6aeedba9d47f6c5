import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../shared/contract';
import { WEBHOOK_FIELDS, type WebhookField, type WebhookProblems } from './webhookProblems';
import { AlertRegion } from '../AlertRegion';

/** What an endpoint's form edits. */
export interface WebhookValues {
  url: string;
  description: string;
  events: string[];
}

/**
 * The inside of the form adding an endpoint and of the one changing one: its URL, description and
 * events, each with the server's refusal beside it (the first refused field takes the focus so its
 * message is read), the form's own fields (`children`), the submit button (not while sending or
 * with no event chosen), Cancel when there is `onCancel`, and a refusal that names no field.
 */
export function WebhookFields({
  id,
  eventTypes,
  values,
  onChange,
  problems,
  busy,
  submitLabel,
  onCancel,
  children,
}: {
  /** The form's id, the fields' ids start with it. */
  id: string;
  eventTypes: string[];
  values: WebhookValues;
  onChange: (values: WebhookValues) => void;
  problems: WebhookProblems;
  busy: boolean;
  submitLabel: string;
  onCancel?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const inputs = useRef<Partial<Record<WebhookField, HTMLInputElement | null>>>({});
  useEffect(() => {
    const first = WEBHOOK_FIELDS.find((field) => problems.fields[field]);
    if (first) inputs.current[first]?.focus();
  }, [problems]);

  const errorId = (field: WebhookField) => `${id}-${field}-error`;
  const described = (field: WebhookField) =>
    problems.fields[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};
  const error = (field: WebhookField) => {
    const problem: Message | undefined = problems.fields[field];
    return (
      problem && (
        <p id={errorId(field)} className="studio-alert">
          {t(problem.id, problem.params)}
        </p>
      )
    );
  };
  const toggle = (type: string, on: boolean) =>
    onChange({
      ...values,
      events: on ? [...values.events, type] : values.events.filter((e) => e !== type),
    });

  return (
    <>
      <label htmlFor={`${id}-url`}>{t('studio.webhooks.url')}</label>
      <input
        id={`${id}-url`}
        ref={(input) => {
          inputs.current.url = input;
        }}
        type="url"
        required
        maxLength={2000}
        value={values.url}
        onChange={(e) => onChange({ ...values, url: e.target.value })}
        {...described('url')}
      />
      {error('url')}
      <label htmlFor={`${id}-description`}>{t('studio.webhooks.description')}</label>
      <input
        id={`${id}-description`}
        type="text"
        ref={(input) => {
          inputs.current.description = input;
        }}
        maxLength={500}
        value={values.description}
        onChange={(e) => onChange({ ...values, description: e.target.value })}
        {...described('description')}
      />
      {error('description')}
      <fieldset {...(problems.fields.events ? { 'aria-describedby': errorId('events') } : {})}>
        <legend>{t('studio.webhooks.chooseEvents')}</legend>
        {eventTypes.map((type, index) => (
          <label key={type} className="studio-checkbox">
            <input
              type="checkbox"
              ref={(input) => {
                if (index === 0) inputs.current.events = input;
              }}
              checked={values.events.includes(type)}
              onChange={(e) => toggle(type, e.target.checked)}
            />{' '}
            <code>{type}</code>
          </label>
        ))}
        {error('events')}
      </fieldset>
      {children}
      <div className="studio-webhook__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || values.events.length === 0}
          aria-busy={busy}
        >
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('studio.webhooks.cancel')}
          </button>
        )}
      </div>
      <AlertRegion message={problems.form ?? null} />
    </>
  );
}
