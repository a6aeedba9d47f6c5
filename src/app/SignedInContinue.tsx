import { useAtomValue } from 'jotai';
import { namedExport, preloadableLazy } from '../loading/preloadableLazy';
import { sessionAtom } from '../state/session';
import type { ContinueOnboardingProps } from './ContinueOnboarding';

const ContinueOnboarding = preloadableLazy(
  namedExport(() => import('./ContinueOnboarding'), 'ContinueOnboarding'),
  null,
);

/**
 * Where a portal session is alive in this browser, the way back to the owner's onboarding
 * (loaded then); else `orElse`.
 */
export function SignedInContinue(props: ContinueOnboardingProps) {
  const signedIn = Boolean(useAtomValue(sessionAtom).signupToken);
  return signedIn ? <ContinueOnboarding {...props} /> : <>{props.orElse ?? null}</>;
}
