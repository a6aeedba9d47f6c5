import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebhookForm } from './useWebhookForm';
import { WebhookFields, type WebhookValues } from './WebhookFields';

/** A new endpoint: its URL, a note, and the events it receives (all of them to start with). */
export function AddWebhookForm({
  eventTypes,
  onAdd,
}: {
  eventTypes: string[];
  onAdd: (values: WebhookValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { values, setValues, submit, fields } = useWebhookForm({
    url: '',
    description: '',
    events: eventTypes,
  });

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit(() => onAdd(values))) setValues({ ...values, url: '', description: '' });
  };

  return (
    <form className="studio-invite" onSubmit={(e) => void add(e)} aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`}>{t('studio.webhooks.addTitle')}</h2>
      <WebhookFields
        id={id}
        eventTypes={eventTypes}
        {...fields}
        submitLabel={t('studio.webhooks.add')}
      />
    </form>
  );
}
