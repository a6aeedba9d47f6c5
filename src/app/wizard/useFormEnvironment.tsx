import { useAtom, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { stepWithRole } from '../../../shared/flow/lookup';
import { flowOf, isTerminalStepName } from '../../../shared/flow/configFlow';
import type {
  WizardContext,
  WizardFlow,
  WizardServices,
} from '../../../renderers/context/wizardContext';
import type { FormEnvironment } from '../../engine/react/wizardEnvironment';
import { stepPath } from '../../../shared/routes/appPaths';
import { toApiCallError } from '../../api/errors';
import { deleteLogo, isCancelledUpload, uploadLogo } from '../../api/logo';
import { updateStep } from '../../api/onboardingSteps';
import { getPaymentPlans } from '../../api/plans';
import { getUserData, resendVerificationEmail } from '../../api/user';
import { onEmailVerifiedElsewhere } from '../../state/emailVerifiedBroadcast';
import { storedPlanIdAtom } from '../../state/selectedPlan';
import { userDataAtom } from '../../state/userData';
import { useReadyConfig } from '../auth/useAuthFormContext';
import { BotCheck } from '../botCheck/BotCheck';
import { configuredBotCheckSettings } from '../botCheck/configured';

/**
 * The wizard context renderers are given (formContext) from the app's state, API and router;
 * the form spreads it and adds its own userData, step, variants and formData.
 */
export function useFormEnvironment(): FormEnvironment {
  const config = useReadyConfig();
  const setUserData = useSetAtom(userDataAtom);
  const [selectedPlanId, setSelectedPlanId] = useAtom(storedPlanIdAtom);
  const routerNavigate = useNavigate();
  const { pathname, search } = useLocation();

  const services = useMemo<WizardServices>(
    () => ({
      fetchUserData: () => getUserData(),
      updateUserData: (update) =>
        setUserData((state) => {
          const next = update(state.status === 'ready' ? state.data : undefined);
          return next ? { status: 'ready', data: next } : state;
        }),
      resendVerificationMail: () => resendVerificationEmail(),
      onEmailVerifiedElsewhere: (listener) => onEmailVerifiedElsewhere(listener),
      uploadLogo: (file, options) => uploadLogo(file, options),
      deleteLogo: () => deleteLogo(),
      isCancelledUpload: (error) => isCancelledUpload(error),
      paymentPlans: () => getPaymentPlans(),
      importKnowledgeBase: (url) => updateStep({ knowledgebaseURL: url }),
      errorMessage: (error) => toApiCallError(error).message,
    }),
    [setUserData],
  );

  const navigate = useMemo<WizardContext['navigate']>(
    () => (to, options) => void routerNavigate(to, options),
    [routerNavigate],
  );

  const manifest = config ? flowOf(config) : undefined;
  const flow = useMemo<WizardFlow>(
    () => ({
      stepNameWithRole: (role) => (manifest ? stepWithRole(manifest, role)?.name : undefined),
      isTerminal: (name) => isTerminalStepName(manifest, name),
      goToStep: (name) => navigate(stepPath(name)),
    }),
    [manifest, navigate],
  );

  // The signup's submit asks the check shown on its step for a token (activeBotCheck).
  const botCheck = useMemo(
    () => (
      <BotCheck action="signup" registerAsActive settings={configuredBotCheckSettings(config)} />
    ),
    [config],
  );
  const location = useMemo(() => ({ pathname, search }), [pathname, search]);

  return useMemo(
    () => ({
      errorsHidden: false,
      appConfig: config?.appConfig,
      tenantDomainSuffix: config?.tenantDomainSuffix ?? '',
      botCheck,
      location,
      navigate,
      flow,
      selectedPlanId,
      setSelectedPlanId,
      defaultPlanId: config?.defaultBillingPlan.id ?? null,
      services,
    }),
    [config, botCheck, location, navigate, flow, selectedPlanId, setSelectedPlanId, services],
  );
}
