import type { Envelope, PlanType } from './contract';
import { toApiCallError, unwrap } from './errors';
import { api } from './http';

export interface PlanFeature {
  displayName: string;
  enabled: boolean;
  limits?: { value: string | number }[];
}

export interface PaymentPlan {
  planId: string;
  shortName: string;
  price: number;
  styles?: { backgroundColor?: string };
  features: PlanFeature[];
}

export interface PlanGroup {
  type: PlanType;
  displayName: string;
  plans: PaymentPlan[];
}

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
