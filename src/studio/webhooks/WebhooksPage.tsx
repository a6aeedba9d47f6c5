import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretShownOnce } from '../SecretShownOnce';
import { StudioDataPage } from '../StudioDataPage';
import type { StudioApi } from '../studioApi';
import { useStudioChange } from '../useStudioChange';
import { useStudioPageData } from '../useStudioPageData';
import { AddWebhookForm } from './AddWebhookForm';
import { WebhookEndpointItem } from './WebhookEndpointItem';

const fetchWebhooks = (api: StudioApi) => api.webhooks();

/**
 * /studio/webhooks, for publishers and admins: the brand's endpoints (add one and see its signing
 * secret once, edit one, send a test event, rotate the secret, remove), and each one's deliveries.
 */
export function WebhooksPage(props: { api: StudioApi; onSignOut: () => void }) {
  const { api } = props;
  const { t } = useTranslation();
  const { page, reload: load } = useStudioPageData(api, fetchWebhooks);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [refreshed, setRefreshed] = useState(0);
  // After a change the endpoints and each one's deliveries are read again.
  const reloadAll = useCallback(async () => {
    await load();
    setRefreshed((n) => n + 1);
  }, [load]);
  const { status, setStatus, error, change } = useStudioChange(reloadAll);
  const listTitle = useRef<HTMLHeadingElement>(null);

  return (
    <StudioDataPage
      {...props}
      status={status}
      page={page}
      onRetry={load}
      error={error}
      lead={(loaded) => (
        <section className="studio-card">
          <AddWebhookForm
            eventTypes={loaded.eventTypes}
            onAdd={async ({ url, description, events }) => {
              const added = await api.addWebhook(url, description, events);
              setSecret({ url: added.endpoint.url, secret: added.secret });
              setStatus(t('studio.webhooks.added', { url: added.endpoint.url }));
              await load();
            }}
          />
        </section>
      )}
    >
      {(loaded) => (
        <>
          {secret && (
            // A new secret (another endpoint's, or rotated again) is shown anew, with the focus.
            <SecretShownOnce
              key={secret.secret}
              title={t('studio.webhooks.secretTitle', { url: secret.url })}
              warning={t('studio.webhooks.secretOnce')}
              label={t('studio.webhooks.secretLabel')}
              secret={secret.secret}
              onDone={() => {
                setSecret(null);
                listTitle.current?.focus();
              }}
            />
          )}
          <section className="studio-card">
            <h2 ref={listTitle} tabIndex={-1}>
              {t('studio.webhooks.title')}
            </h2>
            {loaded.endpoints.length === 0 && (
              <p className="studio-muted">{t('studio.webhooks.none')}</p>
            )}
            {loaded.endpoints.map((endpoint) => (
              <WebhookEndpointItem
                key={endpoint.id}
                api={api}
                endpoint={endpoint}
                eventTypes={loaded.eventTypes}
                refreshed={refreshed}
                change={change}
                onSecret={(rotated) => setSecret({ url: endpoint.url, secret: rotated })}
                onSaved={async (done) => {
                  setStatus(done);
                  await reloadAll();
                }}
                onRemoved={() => listTitle.current?.focus()}
              />
            ))}
          </section>
        </>
      )}
    </StudioDataPage>
  );
}
