import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioApi, WebhookDelivery } from '../studioApi';

/** How often the list asks again while a delivery is still pending. */
const PENDING_POLL_MS = 1500;

/** An endpoint's latest deliveries: event, status, response code and time, with a replay each. */
export function WebhookDeliveries({
  api,
  endpointId,
  refreshed,
  onReplay,
}: {
  api: StudioApi;
  endpointId: string;
  /** Changes whenever the page changed something, so the list is read again. */
  refreshed: number;
  onReplay: (deliveryId: string) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const [deliveries, setDeliveries] = useState<WebhookDelivery[] | null>(null);

  const fetchList = useCallback(
    () =>
      api.webhookDeliveries(endpointId).then(
        (page) => page.deliveries,
        () => [],
      ),
    [api, endpointId],
  );
  const load = useCallback(async () => setDeliveries(await fetchList()), [fetchList]);
  useEffect(() => {
    let current = true;
    void fetchList().then((list) => current && setDeliveries(list));
    return () => {
      current = false;
    };
  }, [fetchList, refreshed]);
  // Pending deliveries settle in the background: look again until none is left.
  const pending = deliveries?.some((d) => d.status === 'pending') ?? false;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void load(), PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [pending, load]);

  if (deliveries === null) return <p>{t('studio.loading')}</p>;
  if (deliveries.length === 0)
    return <p className="studio-muted">{t('studio.webhooks.noDeliveries')}</p>;
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <table className="studio-operators">
      <caption>{t('studio.webhooks.deliveries')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('studio.webhooks.event')}</th>
          <th scope="col">{t('studio.webhooks.status')}</th>
          <th scope="col">{t('studio.webhooks.code')}</th>
          <th scope="col">{t('studio.webhooks.time')}</th>
          <th scope="col">{t('studio.operators.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((delivery) => (
          <tr key={delivery.id}>
            <th scope="row">
              <code>{delivery.eventType}</code>
            </th>
            <td>
              {t(`studio.webhooks.statuses.${delivery.status}`, { attempts: delivery.attempts })}
            </td>
            <td>{delivery.lastStatusCode ?? '–'}</td>
            <td>{time(delivery.lastAttemptAt ?? delivery.createdAt)}</td>
            <td>
              <button
                type="button"
                className="button button--link"
                onClick={() => void onReplay(delivery.id)}
              >
                {t('studio.webhooks.replay')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
