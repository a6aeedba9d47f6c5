import type { PlanType } from '../../shared/contract';
import { ApiCallError } from './errors';
import { api } from './http';
import { request } from './request';

/** POST /user/processPayment: the provider's checkout URL for the chosen plan. */
export async function processPayment(plan: {
  planId: string;
  planType: PlanType;
}): Promise<string> {
  const reply = await request<{ url?: unknown } | null>(
    api.json.post('/user/processPayment', plan),
  );
  const url = reply?.url;
  if (typeof url !== 'string' || url.trim().length === 0) {
    throw new ApiCallError('Something went wrong!', 'payment_url_missing', undefined);
  }
  return url;
}
