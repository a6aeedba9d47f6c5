import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../shared/contract';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../shared/contract/apiKeyScopes';
import { toApiCallError } from '../../api/errors';
import { SCOPE_LABEL_KEYS } from './scopeLabels';
import { AlertRegion } from '../AlertRegion';

/** An admin's new key: a name and what it may do (at least one scope). */
export function CreateApiKeyForm({
  onCreate,
}: {
  onCreate: (name: string, scopes: ApiKeyScope[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((chosen) => API_KEY_SCOPES.filter((s) => (s === scope ? on : chosen.includes(s))));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (scopes.length === 0) {
      setError({ id: 'studio.apiKeys.scopeRequired' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onCreate(name, scopes);
      setName('');
      setScopes([]);
    } catch (failure) {
      setError(toApiCallError(failure).messageRef);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="studio-api-key-form"
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${id}-t`}
    >
      <h2 id={`${id}-t`}>{t('studio.apiKeys.createTitle')}</h2>
      <label htmlFor={`${id}-name`}>{t('studio.apiKeys.name')}</label>
      <input
        id={`${id}-name`}
        type="text"
        required
        maxLength={100}
        aria-describedby={`${id}-hint`}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <p id={`${id}-hint`} className="studio-muted">
        {t('studio.apiKeys.nameHint')}
      </p>
      <fieldset>
        <legend>{t('studio.apiKeys.scopes')}</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="studio-api-key-form__scope">
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(e) => toggle(scope, e.target.checked)}
            />
            {t(SCOPE_LABEL_KEYS[scope])} <code>{scope}</code>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('studio.apiKeys.create')}
      </button>
      <AlertRegion message={error} />
    </form>
  );
}
