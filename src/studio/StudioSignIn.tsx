import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../shared/contract';
import { toApiCallError } from '../api/errors';
import { StudioLanguageSwitcher } from './StudioLanguageSwitcher';
import type { StudioApi } from './studioApi';

/** The operator's sign-in: email and password; the server's refusal is read out as an alert. */
export function StudioSignIn({
  api,
  notice,
  onSignedIn,
}: {
  api: StudioApi;
  notice: Message | null;
  onSignedIn: (token: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn((await api.signIn(email, password)).token);
    } catch (failure) {
      setError(toApiCallError(failure).messageRef);
      setBusy(false);
    }
  };

  const shown = error ?? notice;
  return (
    <main className="studio-sign-in" id="main">
      <StudioLanguageSwitcher />
      <form className="studio-card studio-sign-in__form" onSubmit={(e) => void submit(e)}>
        <h1>{t('studio.signIn.title')}</h1>
        <p className="studio-muted">{t('studio.signIn.intro')}</p>
        <div role="alert" className="studio-alert-region">
          {shown && <p className="studio-alert">{t(shown.id, shown.params)}</p>}
        </div>
        <label htmlFor={`${id}-email`}>{t('studio.signIn.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor={`${id}-password`}>{t('studio.signIn.password')}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('studio.signIn.busy') : t('studio.signIn.submit')}
        </button>
      </form>
    </main>
  );
}
