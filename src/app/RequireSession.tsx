import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { OnboardingUserData } from '../../shared/contract';
import { LoadingIndicator } from '../../renderers/ui/LoadingIndicator';
import { useUserData } from './useUserData';

/**
 * The session guard of the signed-in screens outside the wizard: no session goes to /login.
 * While the user data is fetched again, the screen keeps the data it had, so a screen that polls
 * is not unmounted (and its polling not started twice) by the refetch.
 */
export function RequireSession({
  children,
}: {
  children: (userData: OnboardingUserData) => ReactNode;
}) {
  const { t } = useTranslation();
  const state = useUserData();
  const [lastReady, setLastReady] = useState<OnboardingUserData | null>(
    state.status === 'ready' ? state.data : null,
  );
  // The data of the latest ready state, kept from render to render (React's derived-state pattern).
  if (state.status === 'ready' && state.data !== lastReady) setLastReady(state.data);
  if (state.status === 'signedOut') return <Navigate to="/login" replace />;
  if (state.status === 'error') {
    return (
      <p role="alert" className="form-error page-error">
        {t(state.message.id, state.message.params)}
      </p>
    );
  }
  const data = state.status === 'ready' ? state.data : lastReady;
  if (!data) return <LoadingIndicator />;
  return <>{children(data)}</>;
}
