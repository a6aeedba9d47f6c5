import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '../ConfirmAction';
import type { ListedApiKey, StudioApi } from '../studioApi';
import { ApiKeyUsageTable } from './ApiKeyUsageTable';
import { SCOPE_LABEL_KEYS } from './scopeLabels';

/** The list's columns, which the usage row below a key spans. */
const COLUMNS = 6;

/**
 * One key in the list: its prefix, scopes, who made it, last use, its usage shown on demand in a
 * row below it, and revoking after confirming.
 */
export function ApiKeyRow({
  api,
  apiKey,
  onRevoke,
}: {
  api: StudioApi;
  apiKey: ListedApiKey;
  /** True once revoked. */
  onRevoke: () => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation();
  const [showUsage, setShowUsage] = useState(false);
  const usageId = `api-key-usage-${apiKey.id}`;
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const { name } = apiKey;
  // Once revoked, Revoke is gone: the focus goes to Usage.
  const usageButton = useRef<HTMLButtonElement>(null);
  const revoke = async () => {
    const revoked = await onRevoke();
    if (revoked) usageButton.current?.focus();
    return revoked;
  };

  return (
    <>
      <tr>
        <th scope="row">{name}</th>
        <td>
          <code>{`onr_${apiKey.prefix}_…`}</code>
        </td>
        <td>
          <ul className="studio-api-keys__scopes">
            {apiKey.scopes.map((scope) => (
              <li key={scope}>{t(SCOPE_LABEL_KEYS[scope])}</li>
            ))}
          </ul>
        </td>
        <td>
          {apiKey.createdBy
            ? t('studio.apiKeys.createdBy', {
                date: when(apiKey.createdAt),
                email: apiKey.createdBy,
              })
            : when(apiKey.createdAt)}
        </td>
        <td>{apiKey.lastUsedAt ? when(apiKey.lastUsedAt) : t('studio.apiKeys.neverUsed')}</td>
        <td>
          <button
            ref={usageButton}
            type="button"
            className="button button--link"
            aria-expanded={showUsage}
            aria-controls={showUsage ? usageId : undefined}
            onClick={() => setShowUsage(!showUsage)}
          >
            {t('studio.apiKeys.usage', { name })}
          </button>
          {apiKey.revokedAt ? (
            <span className="studio-muted">
              {t('studio.apiKeys.revokedOn', { date: when(apiKey.revokedAt) })}
            </span>
          ) : (
            <ConfirmAction
              action={t('studio.apiKeys.revoke', { name })}
              label={t('studio.apiKeys.confirmLabel')}
              question={t('studio.apiKeys.confirm', { name })}
              yes={t('studio.apiKeys.confirmYes', { name })}
              no={t('studio.apiKeys.confirmNo')}
              onConfirm={revoke}
            />
          )}
        </td>
      </tr>
      {showUsage && (
        <tr id={usageId} className="studio-api-keys__usage-row">
          <td colSpan={COLUMNS}>
            <ApiKeyUsageTable api={api} keyId={apiKey.id} name={name} />
          </td>
        </tr>
      )}
    </>
  );
}
