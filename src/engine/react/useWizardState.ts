import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type {
  InitialConfig,
  Message,
  OnboardingUserData,
  SelectedPlan,
} from '../../../shared/contract';
import {
  findStep,
  isStepReached,
  landingStepName,
  mustSaveToLeave,
  nextStepName,
  previousStepName,
  progressFor,
  visibleSteps,
  type StepProgress,
} from '../../../shared/flow';
import type { FlowContext, FlowManifest, FlowStep, NextTarget } from '../../../shared/flow/types';
import { initialConfigAtom } from '../../state/config';
import { resolveSelectedPlan, storedPlanIdAtom } from '../../state/selectedPlan';
import { sessionAtom } from '../../state/session';
import { signupDraftAtom } from '../../state/signupDraft';
import { userDataAtom, type UserDataState } from '../../state/userData';
import { flowOf, hasPaid } from '../flows';
import {
  SIGNUP_COMPLETE_PATH,
  TENANT_BUILDING_PATH,
  stepPath,
} from '../../../shared/routes/appPaths';
import { accessDecision, newSignupUserData } from './accessGuard';
import { buildFlowContext } from './flowContext';

export interface ReadyWizard {
  kind: 'ready';
  config: InitialConfig;
  flow: FlowManifest;
  step: FlowStep;
  userData: OnboardingUserData;
  context: FlowContext;
  visibleSteps: FlowStep[];
  progress: StepProgress;
  plan: SelectedPlan;
  /** Until the server's stepName has passed this step, only a save moves it on, changed or not. */
  mustSave: boolean;
  /** Where Back goes, if anywhere. */
  backStepName: string | undefined;
  goBack(): void;
  /** Moves on once the step is saved (or skipped): the target and the server's stepName. */
  goNext(
    target: NextTarget,
    serverStepName: string | undefined,
    saved: OnboardingUserData | undefined,
  ): void;
}

export type WizardState =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; message: Message }
  | ReadyWizard;

/**
 * Everything the wizard's page shows for /signup/{activeStepName}: the brand's flow, the step the
 * address names when the user may see it (else where to go instead), the user data, progress,
 * plan, and where Next and Back lead.
 */
export function useWizardState(activeStepName: string, userState: UserDataState): WizardState {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const configState = useAtomValue(initialConfigAtom);
  const storedPlanId = useAtomValue(storedPlanIdAtom);
  const setUserData = useSetAtom(userDataAtom);
  const session = useAtomValue(sessionAtom);
  const signupDraft = useAtomValue(signupDraftAtom);
  const config = configState.status === 'ready' ? configState.config : undefined;
  const flow = config ? flowOf(config) : undefined;
  // One object per flow: widgets may keep it in their effects' dependencies.
  const newSignup = useMemo(() => (flow ? newSignupUserData(flow) : undefined), [flow]);

  if (!config) return { kind: 'loading' };
  const step = flow ? findStep(flow, activeStepName) : undefined;
  if (!flow || !step || !newSignup) return { kind: 'notFound' };

  const access = accessDecision(
    step,
    userState.status,
    Boolean(session.signupToken),
    signupDraft !== null,
  );
  if (access.kind === 'redirect') return { kind: 'redirect', to: access.to };
  if (userState.status === 'error') return { kind: 'error', message: userState.message };
  if (access.kind === 'wait') return { kind: 'loading' };

  const userData = userState.status === 'ready' ? userState.data : newSignup;
  // A paid owner has nothing left to buy: the checkout leads where processPayment would send them.
  if (step.role === 'checkout' && hasPaid(flow, userData.stepName)) {
    return { kind: 'redirect', to: TENANT_BUILDING_PATH };
  }
  const context = buildFlowContext(flow, config, userData);
  const visible = visibleSteps(context);
  if (!visible.some((s) => s.name === step.name)) {
    const landing = landingStepName(context, step.name);
    return landing && landing !== step.name
      ? { kind: 'redirect', to: stepPath(landing) }
      : { kind: 'notFound' };
  }
  if (!isStepReached(context, step.name)) {
    const serverStep = landingStepName(context, userData.stepName);
    if (serverStep && serverStep !== step.name)
      return { kind: 'redirect', to: stepPath(serverStep) };
  }

  const backStepName =
    step.back === false ? undefined : previousStepName(context, step.name, step.back ?? 'previous');

  return {
    kind: 'ready',
    config,
    flow,
    step,
    userData,
    context,
    visibleSteps: visible,
    progress: progressFor(context, step.name),
    plan: resolveSelectedPlan(config, userData, storedPlanId),
    mustSave: mustSaveToLeave(context, step.name),
    backStepName,
    goBack: () => {
      if (backStepName) navigate(stepPath(backStepName));
    },
    goNext: (target, serverStepName, saved) => {
      const merged = saved ? { ...userData, ...saved } : userData;
      if (saved) setUserData({ status: 'ready', data: merged });
      const next = nextStepName(
        buildFlowContext(flow, config, merged),
        step.name,
        target,
        serverStepName,
      );
      const to = next ? stepPath(next) : SIGNUP_COMPLETE_PATH;
      // A save that stays on its step (the knowledge base's first Next) must not add a history entry.
      navigate(to, { replace: to === pathname });
    },
  };
}
