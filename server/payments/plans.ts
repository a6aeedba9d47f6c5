import type { PlanType } from '../../shared/contract';
import type { Brand, Plan } from '../config/brand/brand';

export interface OfferedPlan extends Plan {
  type: PlanType;
}

/** The brand's plan with this id in the group of this type, if it offers one. */
export function findPlan(brand: Brand, planId: string, planType: string): OfferedPlan | undefined {
  const group = brand.manifest.billing.planGroups.find((g) => g.type === planType);
  const plan = group?.plans.find((p) => p.planId === planId);
  return plan && group ? { ...plan, type: group.type } : undefined;
}

/** Prices in brand.json are whole currency units; providers take the smallest unit. */
export function amountCentsOf(plan: Plan): number {
  return Math.round(plan.price * 100);
}
