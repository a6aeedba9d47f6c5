import { useAtomValue, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { logout } from '../api/account';
import type { InitialConfig, OnboardingUserData } from '../../shared/contract';
import { getUserData } from '../api/user';
import { forgetSignedInUser } from '../state/sessionActions';
import { RequireSession } from '../app/RequireSession';
import { timings } from '../../shared/ui/timings';
import { stepStillAhead } from '../../shared/flow';
import { flowOf } from '../../shared/flow/configFlow';
import { stepPath } from '../../shared/routes/appPaths';
import { buildFlowContext } from '../engine/react/flowContext';
import { initialConfigAtom } from '../state/config';
import { LoaderScreen } from './loaders/LoaderScreen';

/** Before refetch attempt n (0-based): 2000 ms + 1000 ms × n. */
export function refetchDelayMs(attempt: number): number {
  return timings.refetchBaseDelayMs + timings.refetchStepDelayMs * attempt;
}

/**
 * 'Signup complete!': after 5 s the session ends (on the server too, so the token opens nothing
 * afterwards) and the user goes to /login, whether or not the server could be reached.
 */
function RedirectToLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useStore();
  useEffect(() => {
    const timer = setTimeout(() => {
      void logout()
        .catch(() => undefined)
        .finally(() => {
          forgetSignedInUser(store);
          navigate('/login', { replace: true });
        });
    }, timings.redirectDelayMs);
    return () => clearTimeout(timer);
  }, [navigate, store]);
  return (
    <>
      <h1 className="loader-screen__title">{t('signupComplete.title')}</h1>
      <p className="loader-screen__text" role="status">
        {t('signupComplete.redirectingToLogin')}
      </p>
    </>
  );
}

/**
 * 'Thanks for signing up on {brand}.': with redirectTenantURL, go there after 5 s; without it,
 * refetch the user data (up to 10 times, each later than the last) until it has one.
 */
function ThanksForSigningUp({ userData, brand }: { userData: OnboardingUserData; brand: string }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(userData.redirectTenantURL);

  useEffect(() => {
    if (target) {
      const timer = setTimeout(() => window.location.assign(target), timings.redirectDelayMs);
      return () => clearTimeout(timer);
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (n: number) => {
      if (n >= timings.refetchAttempts) return;
      timer = setTimeout(() => {
        getUserData()
          .then((data) => {
            if (cancelled) return;
            if (data.redirectTenantURL) setTarget(data.redirectTenantURL);
            else attempt(n + 1);
          })
          .catch((error: unknown) => {
            console.error('user data refetch failed', error);
            if (!cancelled) attempt(n + 1);
          });
      }, refetchDelayMs(n));
    };
    attempt(0);
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [target]);

  return (
    <h1 className="loader-screen__title" aria-live="polite">
      {t('signupComplete.thanks', { brand })}
    </h1>
  );
}

/**
 * The step a person still has ahead of them, when /signup/complete is opened too early (the flow
 * core's stepStillAhead). Null once signup is complete.
 */
function stepAhead(config: InitialConfig, userData: OnboardingUserData): string | null {
  const flow = flowOf(config);
  if (!flow) return null;
  return stepStillAhead(buildFlowContext(flow, config, userData)) ?? null;
}

/** /signup/complete in the brand's text variant (variants.signupCompleteText). */
export function SignupComplete() {
  const configState = useAtomValue(initialConfigAtom);
  const config = configState.status === 'ready' ? configState.config : undefined;
  const variant = config?.brand.variants.signupCompleteText;
  return (
    <RequireSession>
      {(userData) => {
        const ahead = config ? stepAhead(config, userData) : null;
        if (ahead) return <Navigate to={stepPath(ahead)} replace />;
        return (
          <LoaderScreen>
            {variant === 'thanksForSigningUp' ? (
              <ThanksForSigningUp userData={userData} brand={config?.appConfig.name ?? ''} />
            ) : (
              <RedirectToLogin />
            )}
          </LoaderScreen>
        );
      }}
    </RequireSession>
  );
}
