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
import { flowOf, hasPaid } from '../../../shared/flow/configFlow';
import { TENANT_BUILDING_PATH } from '../../../shared/routes/appPaths';
import { accessDecision, newSignupUserData } from './accessGuard';
import { buildFlowContext } from './flowContext';
import type { WizardEnvironment } from './wizardEnvironment';

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
  /** The step's place among the steps this user sees (0: hidden for them, shown by a preview). */
  position: number;
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
 * Everything the wizard's page shows for a step: the flow of the environment's configuration, the
 * step named (no name: the first this user sees) when the user may see it (else where to go
 * instead), the user data, progress, plan, and where Next and Back lead.
 */
export function useWizardState(
  activeStepName: string | undefined,
  environment: WizardEnvironment,
): WizardState {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { config, user: userState, paths, preview = false } = environment;
  const flow = config ? flowOf(config) : undefined;
  // One object per flow: widgets may keep it in their effects' dependencies.
  const newSignup = useMemo(() => (flow ? newSignupUserData(flow) : undefined), [flow]);

  if (!config) return { kind: 'loading' };
  if (!flow || !newSignup) return { kind: 'notFound' };
  const named = activeStepName ?? firstStepSeen(flow, config, userState, newSignup);
  const step = named ? findStep(flow, named) : undefined;
  if (!step) return { kind: 'notFound' };

  const access = accessDecision(
    step,
    userState.status,
    environment.hasSessionToken,
    environment.hasSignupDraft,
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
  // A preview shows whichever step it is asked for: the sample owner's answers may hide it.
  if (!preview && !visible.some((s) => s.name === step.name)) {
    const landing = landingStepName(context, step.name);
    return landing && landing !== step.name
      ? { kind: 'redirect', to: paths.step(landing) }
      : { kind: 'notFound' };
  }
  if (!preview && !isStepReached(context, step.name)) {
    const serverStep = landingStepName(context, userData.stepName);
    if (serverStep && serverStep !== step.name)
      return { kind: 'redirect', to: paths.step(serverStep) };
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
    position: visible.findIndex((s) => s.name === step.name) + 1,
    progress: progressFor(context, step.name),
    plan: environment.planFor(config, userData),
    mustSave: !preview && mustSaveToLeave(context, step.name),
    backStepName,
    goBack: () => {
      if (backStepName) navigate(paths.step(backStepName));
    },
    goNext: (target, serverStepName, saved) => {
      const merged = saved ? { ...userData, ...saved } : userData;
      if (saved) environment.setUserData(merged);
      const next = nextStepName(
        buildFlowContext(flow, config, merged),
        step.name,
        // A preview saves nothing, so no server names the next step: the flow does.
        preview && target === 'server' && !serverStepName ? 'following' : target,
        serverStepName,
      );
      const to = next ? paths.step(next) : paths.complete;
      // A save that stays on its step (the knowledge base's first Next) must not add a history entry.
      navigate(to, { replace: to === pathname });
    },
  };
}

/** The first step the user sees, for an address that names none. */
function firstStepSeen(
  flow: FlowManifest,
  config: InitialConfig,
  userState: WizardEnvironment['user'],
  newSignup: OnboardingUserData,
): string | undefined {
  const userData = userState.status === 'ready' ? userState.data : newSignup;
  return visibleSteps(buildFlowContext(flow, config, userData))[0]?.name;
}
