import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../shared/contract';
import { toApiCallError } from '../../api/errors';
import type { ApiKeyUsage, StudioApi } from '../studioApi';
import { usageTotals } from './usageTotals';

/** A key's last use and its calls since the usage's first hour, by route and status. */
export function ApiKeyUsageTable({
  api,
  keyId,
  name,
}: {
  api: StudioApi;
  keyId: string;
  name: string;
}) {
  const { t, i18n } = useTranslation();
  const [usage, setUsage] = useState<ApiKeyUsage | { failed: Message } | null>(null);
  useEffect(() => {
    let current = true;
    api.apiKeyUsage(keyId).then(
      (answer) => current && setUsage(answer),
      (failure: unknown) => current && setUsage({ failed: toApiCallError(failure).messageRef }),
    );
    return () => {
      current = false;
    };
  }, [api, keyId]);

  if (usage === null) return <p aria-busy="true">{t('studio.loading')}</p>;
  if ('failed' in usage)
    return (
      <p role="alert" className="studio-alert">
        {t(usage.failed.id, usage.failed.params)}
      </p>
    );
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const since = when(usage.since);
  const totals = usageTotals(usage.hours);
  return (
    <>
      <p>
        {usage.lastUsedAt
          ? t('studio.apiKeys.usageLastUsed', { date: when(usage.lastUsedAt) })
          : t('studio.apiKeys.usageNeverUsed')}
      </p>
      {totals.length === 0 ? (
        <p className="studio-muted">{t('studio.apiKeys.usageNone', { date: since })}</p>
      ) : (
        <table className="studio-operators studio-api-keys__usage">
          <caption>{t('studio.apiKeys.usageCaption', { name, date: since })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('studio.apiKeys.usageRoute')}</th>
              <th scope="col">{t('studio.apiKeys.usageStatus')}</th>
              <th scope="col">{t('studio.apiKeys.usageCalls')}</th>
            </tr>
          </thead>
          <tbody>
            {totals.map((total) => (
              <tr key={`${total.route} ${total.status}`}>
                <th scope="row">
                  <code>{total.route}</code>
                </th>
                <td>{total.status}</td>
                <td>{total.count.toLocaleString(i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
