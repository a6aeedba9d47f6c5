import type { PaymentPlan, PlanFeature, PlanGroup } from '../../shared/contract';
import { api } from './http';
import { request } from './request';

export type { PaymentPlan, PlanFeature, PlanGroup };

/** GET /getPaymentPlans: the brand's plans grouped monthly and yearly. */
export async function getPaymentPlans(): Promise<PlanGroup[]> {
  const groups = await request<PlanGroup[] | null>(api.json.get('/getPaymentPlans'));
  return Array.isArray(groups) ? groups : [];
}
