import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  onRevoke: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [showUsage, setShowUsage] = useState(false);
  const usageId = `api-key-usage-${apiKey.id}`;
  const [busy, setBusy] = useState(false);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const { name } = apiKey;
  // The button pressed gives way to the confirmation: the focus goes to its safe answer, and back
  // to Revoke (or, once revoked, to Usage) when it closes, never lost to the page.
  const keep = useRef<HTMLButtonElement>(null);
  const revokeButton = useRef<HTMLButtonElement>(null);
  const usageButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (wasConfirming.current) (revokeButton.current ?? usageButton.current)?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const revoke = async () => {
    setBusy(true);
    try {
      await onRevoke();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
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
          ) : confirming ? (
            <div
              className="studio-confirm"
              role="group"
              aria-label={t('studio.apiKeys.confirmLabel')}
            >
              <p>{t('studio.apiKeys.confirm', { name })}</p>
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                aria-busy={busy}
                onClick={() => void revoke()}
              >
                {t('studio.apiKeys.confirmYes', { name })}
              </button>
              <button
                ref={keep}
                type="button"
                className="button button--secondary"
                onClick={() => setConfirming(false)}
              >
                {t('studio.apiKeys.confirmNo')}
              </button>
            </div>
          ) : (
            <button
              ref={revokeButton}
              type="button"
              className="button button--link"
              onClick={() => setConfirming(true)}
            >
              {t('studio.apiKeys.revoke', { name })}
            </button>
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
