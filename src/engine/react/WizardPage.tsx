import { useAtomValue, useSetAtom } from 'jotai';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { flows } from 'virtual:onramp/schemas';
import type { OnboardingUserData } from '../../../shared/contract';
import { Header } from '../../app/Header';
import { LoadingIndicator } from '../../ui/LoadingIndicator';
import { useUserData } from '../../app/useUserData';
import { NotFound } from '../../screens/NotFound';
import { initialConfigAtom } from '../../state/config';
import { resolveSelectedPlan, storedPlanIdAtom } from '../../state/selectedPlan';
import { sessionAtom } from '../../state/session';
import { signupDraftAtom } from '../../state/signupDraft';
import { userDataAtom } from '../../state/userData';
import {
  findStep,
  isFlowStep,
  isStepReached,
  landingStepName,
  nextStepName,
  previousStepName,
  progressFor,
  stepIndex,
  visibleSteps,
} from '../../../shared/flow';
import type { NextTarget } from '../../../shared/flow/types';
import { accessDecision, NEW_SIGNUP_USER_DATA } from './accessGuard';
import { buildFlowContext } from './flowContext';
import { ProgressBar } from './ProgressBar';
import { SidePanels } from './SidePanels';
import { StepView } from './StepView';

const stepPath = (name: string) => `/signup/${name}`;

/**
 * /signup/{activeStepName}: the brand's flow, at the step the address names when the user has
 * reached it; an address beyond the server's stepName lands on that step instead.
 */
export function WizardPage() {
  const { activeStepName = '' } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const configState = useAtomValue(initialConfigAtom);
  const storedPlanId = useAtomValue(storedPlanIdAtom);
  const setUserData = useSetAtom(userDataAtom);
  const userState = useUserData();
  const session = useAtomValue(sessionAtom);
  const signupDraft = useAtomValue(signupDraftAtom);

  if (configState.status !== 'ready') return <LoadingIndicator />;
  const config = configState.config;
  const flow = flows[config.brand.flow];
  const step = flow ? findStep(flow, activeStepName) : undefined;
  if (!flow || !step) return <NotFound />;

  const access = accessDecision(
    step.name,
    userState.status,
    Boolean(session.signupToken),
    signupDraft !== null,
  );
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (userState.status === 'error') {
    return (
      <p role="alert" className="form-error page-error">
        {userState.message}
      </p>
    );
  }
  if (access.kind === 'wait') return <LoadingIndicator />;

  const userData = userState.status === 'ready' ? userState.data : NEW_SIGNUP_USER_DATA;
  const context = buildFlowContext(flow, config, userData);
  if (!visibleSteps(context).some((s) => s.name === step.name)) {
    const landing = landingStepName(context, step.name);
    return landing && landing !== step.name ? (
      <Navigate to={stepPath(landing)} replace />
    ) : (
      <NotFound />
    );
  }

  if (!isStepReached(context, step.name)) {
    const serverStep = landingStepName(context, userData.stepName);
    if (serverStep && serverStep !== step.name)
      return <Navigate to={stepPath(serverStep)} replace />;
  }
  // Until the server's stepName has passed this step, only a save moves it on, changed or not.
  const mustSave =
    isFlowStep(flow, userData.stepName) &&
    stepIndex(flow, userData.stepName) <= stepIndex(flow, step.name);

  const progress = progressFor(context, step.name);
  const plan = resolveSelectedPlan(config, userData, storedPlanId);
  const back =
    step.back === false ? undefined : previousStepName(context, step.name, step.back ?? 'previous');

  const goNext = (
    target: NextTarget,
    serverStepName: string | undefined,
    saved: OnboardingUserData | undefined,
  ) => {
    const merged = saved ? { ...userData, ...saved } : userData;
    if (saved) setUserData({ status: 'ready', data: merged });
    const next = nextStepName(
      buildFlowContext(flow, config, merged),
      step.name,
      target,
      serverStepName,
    );
    const to = next ? stepPath(next) : '/signup/complete';
    // A save that stays on its step (the knowledge base's first Next) must not add a history entry.
    navigate(to, { replace: to === pathname });
  };

  return (
    <div className={`wizard wizard--${step.name}${step.paymentPanel ? ' wizard--payment' : ''}`}>
      <Header />
      <div className="wizard__body">
        <main id="main" className="wizard__main">
          {progress.show && <ProgressBar percent={progress.percent} />}
          <StepView
            key={step.name}
            step={step}
            userData={userData}
            canGoBack={Boolean(back)}
            mustSave={mustSave}
            onBack={() => back && navigate(stepPath(back))}
            onDone={goNext}
            onSkip={() => goNext('following', undefined, undefined)}
            variants={config.brand.variants}
          />
        </main>
        <SidePanels step={step} plan={plan} userData={userData} />
      </div>
    </div>
  );
}
