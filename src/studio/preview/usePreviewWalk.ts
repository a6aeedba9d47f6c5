import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { InitialConfig, OnboardingUserData } from '../../../shared/contract';
import {
  findStep,
  isTerminal,
  nextStepName,
  previousStepName,
  progressFor,
  visibleSteps,
  type StepProgress,
} from '../../../shared/flow';
import type { FlowManifest, FlowStep, NextTarget } from '../../../shared/flow/types';
import { previewPath } from '../../../shared/routes/appPaths';
import { flowOf } from '../../engine/flows';
import { buildFlowContext } from '../../engine/react/flowContext';
import { initialConfigAtom } from '../../state/config';
import type { PreviewWalker } from './previewEnvironment';
import { sampleUserData } from './sampleUserData';

export type PreviewWalk =
  | { kind: 'loading' }
  | { kind: 'noFlow'; restart(): void }
  | { kind: 'unknownStep'; stepName: string; restart(): void }
  | { kind: 'done'; restart(): void }
  | ({
      kind: 'step';
      /** Counts the walks started on this page: a new walk starts every form afresh. */
      walkId: number;
      configId: string;
      config: InitialConfig;
      flow: FlowManifest;
      step: FlowStep;
      /** The step's place among the steps this sample owner sees (0 when it is hidden for them). */
      position: number;
      stepCount: number;
      progress: StepProgress;
      backStepName: string | undefined;
      goBack(): void;
      goNext(
        target: NextTarget,
        serverStepName: string | undefined,
        saved?: OnboardingUserData,
      ): void;
      restart(): void;
    } & PreviewWalker);

/**
 * A walk through the previewed version's or draft's flow as a sample owner: ?step= names the step
 * shown (else the first), each Next moves on by the flow core as the wizard does, and the answers
 * stay in this page. A step the sample owner's answers hide is still shown when ?step= names it.
 */
export function usePreviewWalk(): PreviewWalk {
  const { configId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const configState = useAtomValue(initialConfigAtom);
  const config = configState.status === 'ready' ? configState.config : undefined;
  const flow = config ? flowOf(config) : undefined;
  const [userData, setUserData] = useState<OnboardingUserData | null>(null);
  const [walkId, setWalkId] = useState(0);
  const owner = useMemo(() => userData ?? (flow ? sampleUserData(flow) : null), [userData, flow]);
  const lng = params.get('lng') ?? undefined;

  const show = useCallback(
    (stepName: string | undefined) =>
      navigate(previewPath(configId, stepName ? { step: stepName, lng } : { lng, done: true })),
    [navigate, configId, lng],
  );
  const updateUserData = useCallback(
    (update: (current: OnboardingUserData) => OnboardingUserData) =>
      setUserData((current) => (flow ? update(current ?? sampleUserData(flow)) : current)),
    [flow],
  );
  const restart = useCallback(() => {
    setUserData(null);
    setWalkId((n) => n + 1);
    navigate(previewPath(configId, { lng }));
  }, [navigate, configId, lng]);

  if (!config) return { kind: 'loading' };
  if (!flow || !owner) return { kind: 'noFlow', restart };
  if (params.has('done')) return { kind: 'done', restart };

  const context = buildFlowContext(flow, config, owner);
  const visible = visibleSteps(context);
  const stepName = params.get('step') ?? visible[0]?.name ?? '';
  const step = findStep(flow, stepName);
  if (!step) return { kind: 'unknownStep', stepName, restart };

  const backStepName =
    step.back === false ? undefined : previousStepName(context, step.name, step.back ?? 'previous');
  const following = (data: OnboardingUserData, target: NextTarget, serverStepName?: string) => {
    const next = nextStepName(
      buildFlowContext(flow, config, data),
      step.name,
      // Nothing is saved, so no server names the next step: the flow does, as for 'following'.
      target === 'server' && !serverStepName ? 'following' : target,
      serverStepName,
    );
    return next && !isTerminal(flow, next) ? next : undefined;
  };

  return {
    kind: 'step',
    walkId,
    configId,
    config,
    flow,
    step,
    position: visible.findIndex((s) => s.name === step.name) + 1,
    stepCount: visible.length,
    progress: progressFor(context, step.name),
    backStepName,
    goBack: () => show(backStepName),
    goNext: (target, serverStepName, saved) => {
      const merged = saved ? { ...owner, ...saved } : owner;
      if (saved) setUserData(merged);
      show(following(merged, target, serverStepName));
    },
    restart,
    userData: owner,
    updateUserData,
    goToStep: (name) => show(name),
    stepAfterCurrent: () => following(owner, 'following'),
  };
}
