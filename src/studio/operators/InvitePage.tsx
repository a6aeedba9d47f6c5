import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Message } from '../../../shared/contract';
import type { OperatorRole } from '../../../shared/contract/operatorRoles';
import { toApiCallError } from '../../api/errors';
import { StudioLanguageSwitcher } from '../StudioLanguageSwitcher';
import type { StudioApi } from '../studioApi';
import { AlertRegion } from '../AlertRegion';

type Invitation =
  | { status: 'loading' }
  | { status: 'refused'; message: Message }
  | { status: 'valid'; email: string; role: OperatorRole };

/**
 * /studio/invite?token=…, the link of an invitation's mail: says whose invitation and which role,
 * takes the new operator's password, and signs them in to the Studio.
 */
export function InvitePage({
  api,
  onSignedIn,
}: {
  api: StudioApi;
  onSignedIn: (token: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [invitation, setInvitation] = useState<Invitation>({ status: 'loading' });
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);

  useEffect(() => {
    let current = true;
    api.inspectInvitation(token).then(
      (found) => current && setInvitation({ status: 'valid', ...found }),
      (failure: unknown) =>
        current &&
        setInvitation({ status: 'refused', message: toApiCallError(failure).messageRef }),
    );
    return () => {
      current = false;
    };
  }, [api, token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn((await api.acceptInvitation(token, password)).token);
      void navigate('/studio', { replace: true });
    } catch (failure) {
      setError(toApiCallError(failure).messageRef);
      setBusy(false);
    }
  };

  return (
    <main className="studio-sign-in" id="main">
      <StudioLanguageSwitcher />
      <form className="studio-card studio-sign-in__form" onSubmit={(e) => void submit(e)}>
        <h1>{t('studio.invite.title')}</h1>
        {invitation.status === 'loading' && <p>{t('studio.loading')}</p>}
        <AlertRegion message={invitation.status === 'refused' ? invitation.message : error} />
        {invitation.status === 'valid' && (
          <>
            <p className="studio-muted">
              {t('studio.invite.intro', {
                email: invitation.email,
                role: t(`studio.roles.${invitation.role}`),
              })}
            </p>
            <input type="hidden" autoComplete="username" value={invitation.email} readOnly />
            <label htmlFor={`${id}-password`}>{t('studio.invite.password')}</label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={`${id}-rule`}
            />
            <p id={`${id}-rule`} className="studio-muted">
              {t('validation.password.rule')}
            </p>
            <button
              type="submit"
              className="button button--primary"
              disabled={busy}
              aria-busy={busy}
            >
              {t('studio.invite.submit')}
            </button>
          </>
        )}
      </form>
    </main>
  );
}
