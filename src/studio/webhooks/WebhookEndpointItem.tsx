import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '../ConfirmAction';
import type { StudioApi, WebhookChange, WebhookEndpoint } from '../studioApi';
import { EditWebhookForm } from './EditWebhookForm';
import { WebhookDeliveries } from './WebhookDeliveries';

/**
 * One endpoint of the list: its URL, note, events, whether it is disabled; its actions (edit in
 * place, send a test event, rotate the secret, remove after confirming) and its latest deliveries.
 */
export function WebhookEndpointItem({
  api,
  endpoint,
  eventTypes,
  refreshed,
  change,
  onSecret,
  onSaved,
  onRemoved,
}: {
  api: StudioApi;
  endpoint: WebhookEndpoint;
  eventTypes: string[];
  refreshed: number;
  /** The page's useStudioChange: runs an action, says `done` or the refusal; true when done. */
  change: (run: () => Promise<unknown>, done: string) => Promise<boolean>;
  onSecret: (secret: string) => void;
  /** After an edit was saved (or nothing was changed): says `done` and reads the list again. */
  onSaved: (done: string) => Promise<void>;
  /** After the endpoint was removed, with the confirmation: the page takes the focus. */
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const formId = `webhook-edit-${endpoint.id}`;
  const { url } = endpoint;
  // The Edit button stays while the form is open: closing it gives the button the focus back.
  const close = () => {
    setEditing(false);
    editButton.current?.focus();
  };
  const remove = async () => {
    const removed = await change(
      () => api.removeWebhook(endpoint.id),
      t('studio.webhooks.removed', { url }),
    );
    if (removed) onRemoved();
    return removed;
  };
  const save = async (fields: WebhookChange) => {
    const saved =
      Object.keys(fields).length > 0 ? await api.changeWebhook(endpoint.id, fields) : undefined;
    close();
    await onSaved(
      saved
        ? t('studio.webhooks.saved', { url: saved.endpoint.url })
        : t('studio.webhooks.unchanged'),
    );
  };

  return (
    <article
      className={`studio-webhook${endpoint.enabled ? '' : ' studio-webhook--disabled'}`}
      aria-label={url}
    >
      <h3>
        {url}{' '}
        {!endpoint.enabled && (
          <span className="studio-badge studio-badge--warn">{t('studio.webhooks.disabled')}</span>
        )}
      </h3>
      {endpoint.description && <p>{endpoint.description}</p>}
      <p className="studio-muted">
        {t('studio.webhooks.events', { events: endpoint.events.join(', ') })}
      </p>
      {endpoint.previousSecretExpiresAt && (
        <p className="studio-muted">
          {t('studio.webhooks.overlapUntil', {
            date: new Date(endpoint.previousSecretExpiresAt).toLocaleString(),
          })}
        </p>
      )}
      <div className="studio-webhook__actions">
        <button
          ref={editButton}
          type="button"
          className="button button--secondary"
          aria-expanded={editing}
          aria-controls={editing ? formId : undefined}
          onClick={() => (editing ? close() : setEditing(true))}
        >
          {t('studio.webhooks.edit')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void change(() => api.testWebhook(endpoint.id), t('studio.webhooks.testSent', { url }))
          }
        >
          {t('studio.webhooks.sendTest')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void change(
              async () => {
                onSecret((await api.rotateWebhookSecret(endpoint.id)).secret);
              },
              t('studio.webhooks.rotated', { url }),
            )
          }
        >
          {t('studio.webhooks.rotate')}
        </button>
        <ConfirmAction
          action={t('studio.webhooks.remove', { url })}
          label={t('studio.webhooks.confirmLabel')}
          question={t('studio.webhooks.confirm', { url })}
          yes={t('studio.webhooks.confirmYes', { url })}
          no={t('studio.webhooks.confirmNo')}
          onConfirm={remove}
        />
      </div>
      {editing && (
        <div id={formId}>
          <EditWebhookForm
            endpoint={endpoint}
            eventTypes={eventTypes}
            onSave={save}
            onCancel={close}
          />
        </div>
      )}
      <WebhookDeliveries
        api={api}
        endpointId={endpoint.id}
        refreshed={refreshed}
        onReplay={(deliveryId) =>
          change(() => api.replayDelivery(endpoint.id, deliveryId), t('studio.webhooks.replayed'))
        }
      />
    </article>
  );
}
