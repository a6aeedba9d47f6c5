import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../shared/contract';
import { toApiCallError } from '../../api/errors';
import { StudioHeader } from '../StudioHeader';
import { StudioLoadError } from '../StudioLoadError';
import type { CreatedApiKey, ListedApiKey, StudioApi } from '../studioApi';
import { ApiKeyRow } from './ApiKeyRow';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { NewApiKeySecret } from './NewApiKeySecret';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: Message }
  | { status: 'ready'; keys: ListedApiKey[] };

async function fetchKeys(api: StudioApi): Promise<Loaded> {
  try {
    return { status: 'ready', ...(await api.apiKeys()) };
  } catch (error) {
    return { status: 'error', message: toApiCallError(error).messageRef };
  }
}

/**
 * /studio/api-keys, for admins: create a key with a name and scopes (its secret shown once),
 * the keys with when each was last used, and revoking one after confirming.
 */
export function ApiKeysPage({ api, onSignOut }: { api: StudioApi; onSignOut: () => void }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<Message | null>(null);

  const load = useCallback(async () => setLoaded(await fetchKeys(api)), [api]);
  useEffect(() => {
    let current = true;
    void fetchKeys(api).then((page) => current && setLoaded(page));
    return () => {
      current = false;
    };
  }, [api]);

  const revoke = async (key: ListedApiKey) => {
    setError(null);
    try {
      await api.revokeApiKey(key.id);
      setStatus(t('studio.apiKeys.revoked', { name: key.name }));
    } catch (failure) {
      setError(toApiCallError(failure).messageRef);
    }
    await load();
  };

  return (
    <div className="studio">
      <StudioHeader api={api} onSignOut={onSignOut} />
      <p className="studio-status" role="status" aria-live="polite">
        {status}
      </p>
      <main id="main" className="funnels" aria-busy={loaded.status === 'loading'}>
        {loaded.status === 'loading' && <p>{t('studio.loading')}</p>}
        {loaded.status === 'error' && (
          <StudioLoadError message={loaded.message} onRetry={() => void load()} />
        )}
        {loaded.status === 'ready' && (
          <>
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
            {created && (
              <NewApiKeySecret
                name={created.key.name}
                secret={created.secret}
                onDone={() => setCreated(null)}
              />
            )}
            <div role="alert" className="studio-alert-region">
              {error && <p className="studio-alert">{t(error.id, error.params)}</p>}
            </div>
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
                      <ApiKeyRow key={key.id} apiKey={key} onRevoke={() => revoke(key)} />
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </>
        )}
      </main>
    </div>
  );
}
