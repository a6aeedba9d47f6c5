import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookChange, WebhookEndpoint } from '../studioApi';
import { useWebhookForm } from './useWebhookForm';
import { webhookChange } from './webhookChange';
import { WebhookFields } from './WebhookFields';

/**
 * An endpoint's URL, description, events and whether it is enabled, as saved to start with; Save
 * sends what changed, Cancel leaves it. Its heading takes the focus when it opens.
 */
export function EditWebhookForm({
  endpoint,
  eventTypes,
  onSave,
  onCancel,
}: {
  endpoint: WebhookEndpoint;
  eventTypes: string[];
  onSave: (change: WebhookChange) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { values, submit, fields } = useWebhookForm({
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
  });
  const [enabled, setEnabled] = useState(endpoint.enabled);
  useEffect(() => heading.current?.focus(), []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    await submit(() => onSave(webhookChange(endpoint, { ...values, enabled })));
  };

  return (
    <form
      className="studio-invite studio-webhook__edit"
      onSubmit={(e) => void save(e)}
      aria-labelledby={`${id}-t`}
    >
      <h4 id={`${id}-t`} ref={heading} tabIndex={-1}>
        {t('studio.webhooks.editTitle', { url: endpoint.url })}
      </h4>
      <WebhookFields
        id={id}
        eventTypes={eventTypes}
        {...fields}
        submitLabel={t('studio.webhooks.save')}
        onCancel={onCancel}
      >
        <label className="studio-checkbox">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />{' '}
          {t('studio.webhooks.enabled')}
        </label>
      </WebhookFields>
    </form>
  );
}
