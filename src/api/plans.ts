import type { Envelope, PaymentPlan, PlanFeature, PlanGroup } from '../../shared/contract';
import { toApiCallError, unwrap } from './errors';
import { api } from './http';

export type { PaymentPlan, PlanFeature, PlanGroup };

/** GET /getPaymentPlans: the brand's plans grouped monthly and yearly. */
export async function getPaymentPlans(): Promise<PlanGroup[]> {
  try {
    const { data } = await api.json.get<
      Envelope<PlanGroup[]> & { message?: string; error?: unknown }
    >('/getPaymentPlans');
    const groups = unwrap(data);
    return Array.isArray(groups) ? groups : [];
  } catch (error) {
    throw toApiCallError(error);
  }
}
