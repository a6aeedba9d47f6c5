import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../shared/contract';
import { toApiCallError } from '../../api/errors';

/** A new endpoint: its URL, a note, and the events it receives (all of them to start with). */
export function AddWebhookForm({
  eventTypes,
  onAdd,
}: {
  eventTypes: string[];
  onAdd: (url: string, description: string, events: string[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>(eventTypes);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onAdd(url, description, events);
      setUrl('');
      setDescription('');
    } catch (failure) {
      setError(toApiCallError(failure).messageRef);
    } finally {
      setBusy(false);
    }
  };
  const toggle = (type: string, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, type] : chosen.filter((e) => e !== type)));

  return (
    <form className="studio-invite" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`}>{t('studio.webhooks.addTitle')}</h2>
      <label htmlFor={`${id}-url`}>{t('studio.webhooks.url')}</label>
      <input
        id={`${id}-url`}
        type="url"
        required
        maxLength={2000}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
      />
      <label htmlFor={`${id}-description`}>{t('studio.webhooks.description')}</label>
      <input
        id={`${id}-description`}
        maxLength={500}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <fieldset>
        <legend>{t('studio.webhooks.chooseEvents')}</legend>
        {eventTypes.map((type) => (
          <label key={type} className="studio-checkbox">
            <input
              type="checkbox"
              checked={events.includes(type)}
              onChange={(e) => toggle(type, e.target.checked)}
            />{' '}
            <code>{type}</code>
          </label>
        ))}
      </fieldset>
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || events.length === 0}
        aria-busy={busy}
      >
        {t('studio.webhooks.add')}
      </button>
      <div role="alert" className="studio-alert-region">
        {error && <p className="studio-alert">{t(error.id, error.params)}</p>}
      </div>
    </form>
  );
}
