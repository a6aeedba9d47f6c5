import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StudioDataPage } from '../StudioDataPage';
import type { CreatedApiKey, StudioApi } from '../studioApi';
import { useStudioChange } from '../useStudioChange';
import { useStudioPageData } from '../useStudioPageData';
import { ApiKeyRow } from './ApiKeyRow';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { SecretShownOnce } from '../SecretShownOnce';

const fetchKeys = (api: StudioApi) => api.apiKeys();

/**
 * /studio/api-keys, for admins: create a key with a name and scopes (its secret shown once),
 * the keys with when each was last used and, on demand, its calls by route and status, and revoking
 * one after confirming.
 */
export function ApiKeysPage(props: { api: StudioApi; onSignOut: () => void }) {
  const { api } = props;
  const { t } = useTranslation();
  const { page, reload: load } = useStudioPageData(api, fetchKeys);
  const { status, setStatus, error, change } = useStudioChange(load);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  return (
    <StudioDataPage
      {...props}
      status={status}
      page={page}
      onRetry={load}
      error={error}
      lead={() => (
        <section className="studio-card">
          <p>{t('studio.apiKeys.intro')}</p>
          <CreateApiKeyForm
            onCreate={async (name, scopes) => {
              setCreated(await api.createApiKey(name, scopes));
              setStatus(t('studio.apiKeys.created', { name }));
              await load();
            }}
          />
        </section>
      )}
    >
      {(loaded) => (
        <>
          {created && (
            <SecretShownOnce
              title={t('studio.apiKeys.secretTitle', { name: created.key.name })}
              warning={t('studio.apiKeys.secretWarning')}
              label={t('studio.apiKeys.secretLabel')}
              secret={created.secret}
              onDone={() => setCreated(null)}
            />
          )}
          <section className="studio-card">
            <h2>{t('studio.apiKeys.title')}</h2>
            {loaded.keys.length === 0 ? (
              <p className="studio-muted">{t('studio.apiKeys.none')}</p>
            ) : (
              <table className="studio-operators studio-api-keys">
                <thead>
                  <tr>
                    <th scope="col">{t('studio.apiKeys.name')}</th>
                    <th scope="col">{t('studio.apiKeys.key')}</th>
                    <th scope="col">{t('studio.apiKeys.scopes')}</th>
                    <th scope="col">{t('studio.apiKeys.createdColumn')}</th>
                    <th scope="col">{t('studio.apiKeys.lastUsed')}</th>
                    <th scope="col">{t('studio.apiKeys.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {loaded.keys.map((key) => (
                    <ApiKeyRow
                      key={key.id}
                      api={api}
                      apiKey={key}
                      onRevoke={() =>
                        change(
                          () => api.revokeApiKey(key.id),
                          t('studio.apiKeys.revoked', { name: key.name }),
                        )
                      }
                    />
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </StudioDataPage>
  );
}
