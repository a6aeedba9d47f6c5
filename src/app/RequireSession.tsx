import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { OnboardingUserData } from '../api/contract';
import { LoadingIndicator } from './LoadingIndicator';
import { useUserData } from './useUserData';

/** The session guard of the signed-in screens outside the wizard: no session goes to /login. */
export function RequireSession({
  children,
}: {
  children: (userData: OnboardingUserData) => ReactNode;
}) {
  const state = useUserData();
  if (state.status === 'signedOut') return <Navigate to="/login" replace />;
  if (state.status === 'error') {
    return (
      <p role="alert" className="form-error page-error">
        {state.message}
      </p>
    );
  }
  if (state.status !== 'ready') return <LoadingIndicator />;
  return <>{children(state.data)}</>;
}
