import {
  findStep,
  firstStepName,
  isFlowStep,
  isStepReached,
  migratedStepName,
  nextStepName,
  stepWithRole,
  storedStepAfterSave,
} from '../../../shared/flow';
import type { FlowContext, FlowManifest, FlowUserData } from '../../../shared/flow/types';
import type { Brand } from '../brand/brand';
import type { FlowService } from './flowService';

/** The FlowService over the pure flow core, bound to the active brand's flow and rules. */
export function createFlowService(flow: FlowManifest, brand: Brand): FlowService {
  const contextFor = (userData: FlowUserData): FlowContext => ({
    flow,
    brand: {
      hideSteps: brand.manifest.hideSteps ?? [],
      categoryRoutes: brand.variants.categoryRoutes,
      skipStepsForCategories: brand.variants.skipStepsForCategories,
    },
    userData,
  });
  return {
    flowName: flow.name,
    stepAfterSave: (userData, savedStep) =>
      storedStepAfterSave(contextFor(userData), savedStep, userData.stepName ?? ''),
    firstStep: (userData) => firstStepName(contextFor(userData)) ?? flow.steps[0]!.name,
    nextAfterSave: (userData, savedStep) => {
      // A step outside the active flow (updateStep's) leads nowhere in it.
      const step = findStep(flow, savedStep);
      if (!step) return null;
      const stored = userData.stepName ?? undefined;
      return nextStepName(contextFor(userData), savedStep, step.submit?.next, stored) ?? null;
    },
    isStep: (name) => isFlowStep(flow, name),
    step: (name) => findStep(flow, name),
    stepWithHook: (hook) => flow.steps.find((step) => step.serverHook === hook),
    stepWithRole: (role) => stepWithRole(flow, role),
    terminalStepName: flow.terminalStepName,
    isReached: (userData, name) => isStepReached(contextFor(userData), name),
    stepAfterMigration: (oldFlow, userData) =>
      migratedStepName(oldFlow, contextFor(userData), userData.stepName ?? null),
  };
}
