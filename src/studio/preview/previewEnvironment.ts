import { createElement, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { InitialConfig, OnboardingUserData } from '../../../shared/contract';
import { stepWithRole } from '../../../shared/flow';
import type { FlowManifest } from '../../../shared/flow/types';
import { SIGNUP_BASE_PATH } from '../../../shared/routes/appPaths';
import type { WizardServices } from '../../../renderers/context/wizardContext';
import { toApiCallError } from '../../api/errors';
import { getPaymentPlans } from '../../api/plans';
import { isTerminalStepName } from '../../../shared/flow/configFlow';
import { configuredBotCheckSettings } from '../../app/botCheck/configured';
import { BotCheck } from '../../app/botCheck/BotCheck';
import type { FormEnvironment } from '../../engine/react/wizardEnvironment';

/** How long the preview's "server" takes to answer a poll, so a loader step is seen at work. */
const SAMPLE_ANSWER_MS = 2500;

/** The colours a preview's logo upload "finds" (the server reads them off the real image). */
const SAMPLE_PALETTE = ['#3346d3', '#f5a623', '#1b998b'];

function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export interface PreviewWalker {
  /** The sample owner's data; null until the flow is known. */
  userData: OnboardingUserData | null;
  updateUserData(update: (current: OnboardingUserData) => OnboardingUserData): void;
  /** Shows that step of the draft's flow. */
  goToStep(stepName: string): void;
  /** The step after the one shown: where a polling loader's "server" says the owner now is. */
  stepAfterCurrent(): string | undefined;
}

/**
 * What a step's widgets get in a preview: the same shapes as the app's environment, answered in
 * the page: a logo stays in the browser, no mail is sent, an import "finishes" at once, a loader's
 * poll moves on to the next step. Only the public plan list is read from the server.
 */
export function usePreviewFormEnvironment(
  config: InitialConfig | undefined,
  flow: FlowManifest | undefined,
  walker: PreviewWalker,
): FormEnvironment {
  const { pathname, search } = useLocation();
  const [selectedPlanId, setSelectedPlanId] = useState<string | null>(null);
  const { goToStep, updateUserData } = walker;
  // Read at call time: services keep one identity while the sample owner's data changes.
  const latest = useLatest(walker);

  const services = useMemo<WizardServices>(
    () => ({
      fetchUserData: () =>
        new Promise((resolve) =>
          setTimeout(() => {
            const { userData, stepAfterCurrent } = latest();
            if (userData)
              resolve({ ...userData, stepName: stepAfterCurrent() ?? userData.stepName });
          }, SAMPLE_ANSWER_MS),
        ),
      updateUserData: (update) => updateUserData((current) => update(current) ?? current),
      resendVerificationMail: async () => undefined,
      onEmailVerifiedElsewhere: () => () => undefined,
      uploadLogo: async (file, options) => {
        options?.onProgress?.(100);
        return { url: await dataUrlOf(file), colorPalette: SAMPLE_PALETTE };
      },
      deleteLogo: async () => undefined,
      isCancelledUpload: () => false,
      paymentPlans: () => getPaymentPlans(),
      importKnowledgeBase: async (url) => {
        updateUserData((current) => ({
          ...current,
          knowledgebaseURL: url,
          knowledgebaseImportStatus: 'imported',
        }));
        return { knowledgebaseImportStatus: 'imported' };
      },
      errorMessage: (error) => toApiCallError(error).message,
    }),
    [latest, updateUserData],
  );

  return useMemo<FormEnvironment>(() => {
    const stepOfPath = (path: string) =>
      path.startsWith(`${SIGNUP_BASE_PATH}/`) ? path.slice(SIGNUP_BASE_PATH.length + 1) : null;
    return {
      errorsHidden: false,
      appConfig: config?.appConfig,
      tenantDomainSuffix: config?.tenantDomainSuffix ?? '',
      botCheck: createElement(BotCheck, {
        action: 'signup',
        settings: configuredBotCheckSettings(config),
      }),
      location: { pathname, search },
      // A widget that leaves for another step stays in the preview; any other address is not
      // part of a walk that saves nothing, so it is not followed.
      navigate: (to) => {
        const step = stepOfPath(typeof to === 'string' ? to : to.pathname);
        if (step) goToStep(step);
      },
      flow: {
        stepNameWithRole: (role) => (flow ? stepWithRole(flow, role)?.name : undefined),
        isTerminal: (name) => isTerminalStepName(flow, name),
        goToStep,
      },
      selectedPlanId,
      setSelectedPlanId,
      defaultPlanId: config?.defaultBillingPlan.id ?? null,
      services,
    };
  }, [config, flow, pathname, search, goToStep, selectedPlanId, services]);
}

/** A function that returns the value's latest render, for callbacks that must not change. */
function useLatest<T>(value: T): () => T {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return useCallback(() => ref.current, []);
}
