import type { InitialConfig, OnboardingUserData } from '../../../shared/contract';
import type { FlowContext, FlowManifest } from '../../../shared/flow/types';

/** The flow core's input, from the brand's settings and the user's data. */
export function buildFlowContext(
  flow: FlowManifest,
  config: InitialConfig,
  userData: OnboardingUserData | null,
): FlowContext {
  return {
    flow,
    brand: {
      hideSteps: config.brand.hideSteps,
      categoryRoutes: config.brand.variants.categoryRoutes,
      skipStepsForCategories: config.brand.variants.skipStepsForCategories,
    },
    userData: userData ?? {},
  };
}
