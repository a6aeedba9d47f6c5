import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { InitialConfig } from '../../../shared/contract';
import { stepWithRole } from '../../../shared/flow';
import { flowOf, isTerminalStepName } from '../flows';
import { botCheckSettings, type BotCheckSettings } from '../../../renderers/botCheck/settings';
import type {
  AuthFormContext,
  WizardContext,
  WizardFlow,
  WizardServices,
} from '../../../renderers/context/wizardContext';
import { stepPath } from '../../../shared/routes/appPaths';
import { readApiBase } from '../../api/apiBase';
import { toApiCallError } from '../../api/errors';
import { deleteLogo, isCancelledUpload, uploadLogo } from '../../api/logo';
import { updateStep } from '../../api/onboardingSteps';
import { getPaymentPlans } from '../../api/plans';
import { getUserData, resendVerificationEmail } from '../../api/user';
import { initialConfigAtom } from '../../state/config';
import { storedPlanIdAtom } from '../../state/selectedPlan';
import { userDataAtom } from '../../state/userData';

/** The bot check the initial config chose, with the API's challenge address. */
export function configuredBotCheckSettings(config: InitialConfig | undefined): BotCheckSettings {
  return botCheckSettings(config, readApiBase());
}

function useReadyConfig(): InitialConfig | undefined {
  const state = useAtomValue(initialConfigAtom);
  return state.status === 'ready' ? state.config : undefined;
}

/** What every form's widgets may read: the parts of the initial config they show. */
export function useAuthFormContext(errorsHidden: boolean): AuthFormContext {
  const config = useReadyConfig();
  const botCheck = useMemo(() => configuredBotCheckSettings(config), [config]);
  return { errorsHidden, tenantDomainSuffix: config?.tenantDomainSuffix ?? '', botCheck };
}

/** The wizard context but for what each form adds: user data, step, variants, form data, problems. */
export type WizardEnvironment = Omit<
  WizardContext,
  'userData' | 'step' | 'variants' | 'formData' | 'fieldProblems'
>;

/**
 * The wizard context renderers are given (formContext) from the app's state, API and router;
 * the form spreads it and adds its own userData, step, variants and formData.
 */
export function useWizardContext(): WizardEnvironment {
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

  const botCheck = useMemo(() => configuredBotCheckSettings(config), [config]);
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
      services,
    }),
    [config, botCheck, location, navigate, flow, selectedPlanId, setSelectedPlanId, services],
  );
}
