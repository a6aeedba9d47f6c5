import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnboardingUserData } from '../../shared/contract';
import { stepPath } from '../../shared/routes/appPaths';
import { flowOf, isTerminalStepName } from '../../shared/flow/configFlow';
import { useReadyConfig } from './auth/useAuthFormContext';
import { sessionAtom } from '../state/session';
import { userDataAtom, userDataTokenAtom } from '../state/userData';
import { AppLink } from '../ui/AppLink';
import { tenantHostUrl } from './auth/session';
import { useUserData } from './useUserData';

export interface ContinueOnboardingProps {
  /** A line saying who is signed in, with the link ('notice'), or the link alone as a button. */
  variant: 'notice' | 'button';
  /** What shows when the signed-in user's data cannot be read. */
  orElse?: ReactNode;
}

/** The way back for a signed-in owner: their workspace once it is built, else their step. */
function OnboardingLink({
  data,
  variant,
}: {
  data: OnboardingUserData;
  variant: 'notice' | 'button';
}) {
  const { t } = useTranslation();
  const config = useReadyConfig();
  const className = variant === 'button' ? 'button button--primary' : undefined;
  const label = t('app.notFoundBackToSetup');
  const link =
    isTerminalStepName(config && flowOf(config), data.stepName) && data.tenantDomain ? (
      <a className={className} href={tenantHostUrl(data.tenantDomain)}>
        {label}
      </a>
    ) : (
      <AppLink className={className} to={stepPath(data.stepName)}>
        {label}
      </AppLink>
    );
  if (variant === 'button') return link;
  return (
    <p className="auth-view__notice">
      {t('app.signedInAs', { email: data.email })} {link}
    </p>
  );
}

/** Reads the signed-in user's data first (a page opened at this address has none yet). */
function FetchedOnboardingLink({ variant, orElse = null }: ContinueOnboardingProps) {
  const state = useUserData();
  if (state.status === 'ready') return <OnboardingLink data={state.data} variant={variant} />;
  return state.status === 'error' ? <>{orElse}</> : null;
}

/**
 * A public screen's offer to a signed-in owner (a portal session is alive in this browser) to
 * carry on with their onboarding, in place of a 'Sign out' that means nothing there. Loaded only
 * when a session exists, so the first screens do not carry the user data's code.
 */
export function ContinueOnboarding(props: ContinueOnboardingProps) {
  const token = useAtomValue(sessionAtom).signupToken;
  const state = useAtomValue(userDataAtom);
  const fetchedWith = useAtomValue(userDataTokenAtom);
  // The wizard's own 404 has the data at hand: fetching again would unsettle the wizard showing it.
  if (state.status === 'ready' && fetchedWith === token) {
    return <OnboardingLink data={state.data} variant={props.variant} />;
  }
  return <FetchedOnboardingLink {...props} />;
}
