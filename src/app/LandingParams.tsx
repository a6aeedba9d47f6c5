import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginRedirect, type LoginRedirectReply } from '../api/account';
import { toApiCallError } from '../api/errors';
import { getUserData } from '../api/user';
import type { FlowManifest } from '../../shared/flow/types';
import { emailVerificationStep, flowOf, isTerminalStepName } from '../../shared/flow/configFlow';
import { stepPath } from '../../shared/routes/appPaths';
import { initialConfigAtom } from '../state/config';
import { storedPlanIdAtom } from '../state/selectedPlan';
import { sessionAtom } from '../state/session';
import { appStore } from '../state/store';
import { storeSession } from '../state/sessionActions';
import { tenantHostUrl } from './auth/session';
import {
  hasLandingParams,
  loginRedirectTarget,
  readLandingParams,
  withoutLandingParams,
} from './landingParams';
import { LoadingIndicator } from '../../renderers/ui/LoadingIndicator';

/** One exchange per token, even when React runs the effect twice (StrictMode in development). */
const exchanges = new Map<string, Promise<LoginRedirectReply>>();

function exchangeOnce(token: string, path: string | null): Promise<LoginRedirectReply> {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = loginRedirect(token, path);
    exchanges.set(token, pending);
  }
  return pending;
}

/** Where a signed-in user resumes: the server's stepName (or the tenant's own app). */
async function resumeTarget(flow: FlowManifest | undefined): Promise<string> {
  const user = await getUserData();
  if (isTerminalStepName(flow, user.stepName) && user.tenantDomain) {
    window.location.assign(user.redirectTenantURL || tenantHostUrl(user.tenantDomain));
    return new Promise<never>(() => {});
  }
  return stepPath(user.stepName);
}

/**
 * Reads login-redirect-token (with token-submit-path) and selectedPlanId from the address, whenever
 * they appear in it, and removes them; a login-redirect token is traded for a
 * session before any page (and its access guard) runs.
 */
export function LandingParams({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const setPlanId = useSetAtom(storedPlanIdAtom);
  const configState = useAtomValue(initialConfigAtom);
  const flow = configState.status === 'ready' ? flowOf(configState.config) : undefined;
  const verificationStep = emailVerificationStep(flow);
  const verificationPath = verificationStep && stepPath(verificationStep.name);
  const consumable = hasLandingParams(location.search);

  useEffect(() => {
    if (!consumable) return;
    const params = readLandingParams(location.search);
    const rest = `${location.pathname}${withoutLandingParams(location.search)}${location.hash}`;
    if (params.selectedPlanId) setPlanId(params.selectedPlanId);
    const token = params.loginRedirectToken;
    if (!token) {
      navigate(rest, { replace: true, state: location.state });
      return;
    }
    let active = true;
    exchangeOnce(token, params.tokenSubmitPath)
      .then(async (reply) => {
        if (reply.token && reply.auth_header_name) storeSession(reply);
        const target = loginRedirectTarget(
          reply.actionType,
          Boolean(appStore.get(sessionAtom).signupToken),
          verificationPath,
        );
        const next = target === 'resume' ? await resumeTarget(flow) : target;
        if (active) navigate(next, { replace: true });
      })
      .catch((error: unknown) => {
        if (active)
          navigate('/login', {
            replace: true,
            state: { notice: toApiCallError(error).messageRef },
          });
      });
    return () => {
      active = false;
    };
    // Once per address: the location's key changes with every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, consumable]);

  if (!consumable) return <>{children}</>;
  const signingIn = new URLSearchParams(location.search).has('login-redirect-token');
  return <LoadingIndicator label={signingIn ? t('auth.landing.signingIn') : undefined} />;
}
