import { useStore } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { logout } from '../api/account';
import { ApiCallError } from '../api/errors';
import { forgetSignedInUser } from '../state/sessionActions';

/**
 * The header's 'Sign out': the server revokes the session first, then this browser forgets the
 * user and goes to /login. If the server cannot be reached the user stays signed in and is told.
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useStore();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const signOut = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await logout();
    } catch (error) {
      // 403: the session had ended already; the API client has cleared it and gone to /login.
      if (error instanceof ApiCallError && error.httpStatus === 403) return;
      setFailed(true);
      setBusy(false);
      return;
    }
    forgetSignedInUser(store);
    navigate('/login');
  };

  return (
    <div className="site-header__sign-out">
      {failed && (
        <p className="form-error" role="alert">
          {t('header.signOut.error')}
        </p>
      )}
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void signOut()}
      >
        {t('header.signOut.action')}
      </button>
    </div>
  );
}
