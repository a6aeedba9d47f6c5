import {
  firstStepName,
  isFlowStep,
  isStepReached,
  storedStepAfterSave,
} from '../../src/engine/core';
import type { FlowContext, FlowManifest, FlowUserData } from '../../src/engine/core/types';
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
    isStep: (name) => isFlowStep(flow, name),
    isReached: (userData, name) => isStepReached(contextFor(userData), name),
  };
}
