import type { Envelope, PlanType } from '../../shared/contract';
import { ApiCallError, toApiCallError, unwrap } from './errors';
import { api } from './http';

/** POST /user/processPayment: the provider's checkout URL for the chosen plan. */
export async function processPayment(plan: {
  planId: string;
  planType: PlanType;
}): Promise<string> {
  let reply: { url?: unknown } | null;
  try {
    const { data } = await api.json.post<
      Envelope<{ url?: unknown }> & { message?: string; error?: unknown }
    >('/user/processPayment', plan);
    reply = unwrap(data);
  } catch (error) {
    throw toApiCallError(error);
  }
  const url = reply?.url;
  if (typeof url !== 'string' || url.trim().length === 0) {
    throw new ApiCallError('Something went wrong!', 'payment_url_missing', undefined);
  }
  return url;
}
