import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BotCheckHandle } from '../app/botCheck/activeBotCheck';
import { BotCheck } from '../app/botCheck/BotCheck';
import type { Message } from '../../shared/contract';
import { toApiCallError } from '../api/errors';
import { StudioLanguageSwitcher } from './StudioLanguageSwitcher';
import { studioBotCheckSettings, type StudioApi } from './studioApi';
import { AlertRegion } from './AlertRegion';

/**
 * The operator's sign-in: email, password and ALTCHA's proof of work (solved as the page opens);
 * the server's refusal is read out as an alert.
 */
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
  const botCheck = useRef<BotCheckHandle>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [botCheckSettings] = useState(studioBotCheckSettings);

  const refused = (message: Message) => {
    setError(message);
    // A challenge is accepted once: the next try needs a fresh one.
    botCheck.current?.reset();
    setBusy(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The browser checks the fields but not ALTCHA's box (noValidate): a submit while it is still
    // solving waits for it below instead of being stopped with "check this box".
    if (![emailInput, passwordInput].every((input) => input.current?.reportValidity())) return;
    setBusy(true);
    setError(null);
    try {
      const botCheckToken = await botCheck.current?.getToken();
      if (!botCheckToken) return refused({ id: 'errors.botCheckFailed' });
      onSignedIn((await api.signIn(email, password, botCheckToken)).token);
    } catch (failure) {
      refused(toApiCallError(failure).messageRef);
    }
  };

  const shown = error ?? notice;
  return (
    <main className="studio-sign-in" id="main">
      <StudioLanguageSwitcher />
      <form
        className="studio-card studio-sign-in__form"
        noValidate
        onSubmit={(e) => void submit(e)}
      >
        <h1>{t('studio.signIn.title')}</h1>
        <p className="studio-muted">{t('studio.signIn.intro')}</p>
        <AlertRegion message={shown} />
        <label htmlFor={`${id}-email`}>{t('studio.signIn.email')}</label>
        <input
          id={`${id}-email`}
          ref={emailInput}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor={`${id}-password`}>{t('studio.signIn.password')}</label>
        <input
          id={`${id}-password`}
          ref={passwordInput}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <BotCheck ref={botCheck} action="studio_sign_in" settings={botCheckSettings} />
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('studio.signIn.busy') : t('studio.signIn.submit')}
        </button>
      </form>
    </main>
  );
}
