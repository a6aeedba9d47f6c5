import beaconBrandJson from '../../../brands/beacon/brand.json';
import assistedFlowJson from '../../../schemas/flows/assisted.json';
import mainFlowJson from '../../../schemas/flows/main.json';
import type {
  BrandFlowRules,
  FlowContext,
  FlowManifest,
  FlowStep,
  FlowUserData,
} from '../../../shared/flow';

/** schemas/flows/main.json as the flow core reads it. */
export const mainFlow = mainFlowJson as FlowManifest;

/** The main order of section 2 of the spec. */
export const SPEC_MAIN_ORDER = [
  'tenant_domain',
  'business_category',
  'campaign_usecase',
  'email_verification',
  'generate_campaign',
  'stages',
  'website_url',
  'personalizing_loader',
  'brand_setup',
  'payment',
];

export function step(name: string, extra: Partial<FlowStep> = {}): FlowStep {
  return { name, schema: `${name}.json`, progress: 0, ...extra };
}

/** The stepName the flows store once the workspace is built (spec: redirect_dashboard). */
export const TERMINAL_STEP = 'redirect_dashboard';

export function flowOf(...steps: (FlowStep | string)[]): FlowManifest {
  return {
    name: 'test',
    terminalStepName: TERMINAL_STEP,
    steps: steps.map((entry) => (typeof entry === 'string' ? step(entry) : entry)),
  };
}

export function contextOf(
  options: { flow?: FlowManifest; brand?: Partial<BrandFlowRules>; userData?: FlowUserData } = {},
): FlowContext {
  return {
    flow: options.flow ?? mainFlow,
    brand: { hideSteps: [], categoryRoutes: {}, skipStepsForCategories: {}, ...options.brand },
    userData: options.userData ?? {},
  };
}

/** User data of someone who picked `category` on the business category step. */
export function inCategory(category: string, extra: FlowUserData = {}): FlowUserData {
  return { businessCategory: { name: category, description: null }, ...extra };
}

export function names(steps: FlowStep[]): string[] {
  return steps.map((entry) => entry.name);
}

/** schemas/flows/assisted.json, the flow of the beacon brand. */
export const assistedFlow = assistedFlowJson as FlowManifest;

/** The beacon brand's flow rules, as brands/beacon/brand.json states them. */
export const beaconRules: BrandFlowRules = {
  hideSteps: beaconBrandJson.hideSteps,
  categoryRoutes: beaconBrandJson.variants.categoryRoutes,
  skipStepsForCategories: beaconBrandJson.variants.skipStepsForCategories,
};
