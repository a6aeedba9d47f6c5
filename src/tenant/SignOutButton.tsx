import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSignedOut, signOut } from './api';
import { announceSignOut } from './signOutBroadcast';

export function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const leave = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await signOut();
      announceSignOut();
      onSignedOut();
    } catch (error) {
      // 401: this browser holds no session the server knows, so there is nothing left to sign out of.
      if (isSignedOut(error)) {
        announceSignOut();
        onSignedOut();
        return;
      }
      console.error('sign-out failed', error);
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <div className="tenant__signout">
      {failed && (
        <p className="tenant__error" role="alert">
          {t('tenant.signOut.error')}
        </p>
      )}
      <button
        className="tenant__button tenant__button--quiet"
        type="button"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void leave()}
      >
        {t('tenant.signOut.action')}
      </button>
    </div>
  );
}
