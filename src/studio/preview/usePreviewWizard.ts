import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { OnboardingUserData } from '../../../shared/contract';
import { isTerminal, nextStepName, visibleSteps } from '../../../shared/flow';
import { flowOf } from '../../../shared/flow/configFlow';
import { previewPath } from '../../../shared/routes/appPaths';
import { toApiCallError } from '../../api/errors';
import { buildFlowContext } from '../../engine/react/flowContext';
import type { WizardEnvironment } from '../../engine/react/wizardEnvironment';
import { initialConfigAtom } from '../../state/config';
import { resolveSelectedPlan } from '../../state/selectedPlan';
import { usePreviewFormEnvironment } from './previewEnvironment';
import { previewSubmitActions } from './previewSubmit';
import { sampleUserData } from './sampleUserData';

export interface PreviewWizard {
  environment: WizardEnvironment;
  /** The step ?step= names; none: the first the sample owner sees. */
  stepName: string | undefined;
  /** The walk reached the end of the flow (?done). */
  done: boolean;
  /** Counts the walks started on this page: a new walk starts every form afresh. */
  walkId: number;
  restart(): void;
}

const keepNothing = { values: undefined, keep: () => undefined };

/**
 * The wizard's environment for a walk through the previewed version's or draft's flow as a sample
 * owner: the real wizard shows its steps, each save goes into the sample owner's data in this page,
 * and its addresses are the preview's (?step=, ?done). Nothing reaches a real owner.
 */
export function usePreviewWizard(): PreviewWizard {
  const { configId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const configState = useAtomValue(initialConfigAtom);
  const config = configState.status === 'ready' ? configState.config : undefined;
  const flow = config ? flowOf(config) : undefined;
  const [answered, setUserData] = useState<OnboardingUserData | null>(null);
  const [walkId, setWalkId] = useState(0);
  const owner = useMemo(() => answered ?? (flow ? sampleUserData(flow) : null), [answered, flow]);
  const lng = params.get('lng') ?? undefined;
  const stepName = params.get('step') ?? undefined;

  const paths = useMemo(
    () => ({
      step: (name: string) =>
        flow && isTerminal(flow, name)
          ? previewPath(configId, { lng, done: true })
          : previewPath(configId, { step: name, lng }),
      complete: previewPath(configId, { lng, done: true }),
    }),
    [flow, configId, lng],
  );
  const updateUserData = useCallback(
    (update: (current: OnboardingUserData) => OnboardingUserData) =>
      setUserData((current) => (flow ? update(current ?? sampleUserData(flow)) : current)),
    [flow],
  );
  const goToStep = useCallback((name: string) => navigate(paths.step(name)), [navigate, paths]);
  const restart = useCallback(() => {
    setUserData(null);
    setWalkId((n) => n + 1);
    navigate(previewPath(configId, { lng }));
  }, [navigate, configId, lng]);

  // Where a loader's polls find the sample owner: at the step after the one shown.
  const stepAfterCurrent = () => {
    if (!config || !flow || !owner) return undefined;
    const context = buildFlowContext(flow, config, owner);
    const current = stepName ?? visibleSteps(context)[0]?.name;
    const next = current ? nextStepName(context, current, 'following') : undefined;
    return next && !isTerminal(flow, next) ? next : undefined;
  };
  const form = usePreviewFormEnvironment(config, flow, {
    userData: owner,
    updateUserData,
    goToStep,
    stepAfterCurrent,
  });

  const environment = useMemo<WizardEnvironment>(
    () => ({
      config,
      user: owner ? { status: 'ready', data: owner } : { status: 'loading' },
      setUserData,
      hasSessionToken: true,
      hasSignupDraft: false,
      signupStepValues: keepNothing,
      planFor: (ready, userData) => resolveSelectedPlan(ready, userData, form.selectedPlanId),
      submitActions: previewSubmitActions,
      failureOf: toApiCallError,
      form,
      paths,
      preview: true,
    }),
    [config, owner, form, paths],
  );

  return { environment, stepName, done: params.has('done'), walkId, restart };
}
