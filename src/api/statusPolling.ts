import type { Envelope, Message, SelectedPlan } from '../../shared/contract';
import { toApiCallError, unwrap } from './errors';
import { api } from './http';

export interface PaymentStatus {
  /** Empty until the payment is confirmed; then where to go next. */
  url: string;
  status: 'created' | 'expired' | 'failed' | 'paid' | null;
  /** The plan of the checkout the user started, for 'Due today'. */
  plan: SelectedPlan | null;
}

export interface TenantStatus {
  heading: string;
  subText: string;
  /** The same text as messages, so it follows a language switch; null when the loader keeps its own. */
  heading_ref?: Message | null;
  subText_ref?: Message | null;
  /** Empty while the tenant is being built; then the tenant app's one-time sign-in URL. */
  url: string;
}

async function get<T>(path: string): Promise<T> {
  try {
    const { data } = await api.json.get<Envelope<T>>(path);
    return unwrap(data);
  } catch (error) {
    throw toApiCallError(error);
  }
}

export const checkPaymentStatus = () => get<PaymentStatus>('/check-payment-status');
export const checkTenantStatus = () => get<TenantStatus>('/check-tenant-status');
