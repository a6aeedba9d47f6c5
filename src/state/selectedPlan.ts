import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { InitialConfig, OnboardingUserData, SelectedPlan } from '../../shared/contract';
import { flowOf, hasPaid } from '../../shared/flow/configFlow';

/** A plan id that arrived with ?selectedPlanId=, kept until signup completes. */
export const storedPlanIdAtom = atomWithStorage<string | null>(
  'onramp.selectedPlanId',
  null,
  createJSONStorage<string | null>(() => localStorage),
  {
    getOnInit: true,
  },
);

/**
 * The stored pricing plan id, else the server's selectedPlan, else the config's default plan. Once
 * the owner has paid, the plan they bought: a plan chosen since is nothing they owe.
 */
export function resolveSelectedPlan(
  config: InitialConfig,
  userData: OnboardingUserData | null,
  storedPlanId: string | null,
): SelectedPlan {
  const fromMapping = (id: string | null | undefined) =>
    config.billingPlanMapping.find((p) => p.id === id);
  if (userData?.selectedPlan && hasPaid(flowOf(config), userData.stepName)) {
    return userData.selectedPlan;
  }
  const stored = fromMapping(storedPlanId);
  if (stored) return { planId: stored.id, price: stored.price, type: stored.planType };
  if (userData?.selectedPlan) return userData.selectedPlan;
  const fallback = config.defaultBillingPlan;
  return { planId: fallback.id, price: fallback.price, type: fallback.planType };
}
