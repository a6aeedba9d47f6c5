import type { Message, SelectedPlan } from '../../shared/contract';
import { api } from './http';
import { request } from './request';

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

export const checkPaymentStatus = () =>
  request<PaymentStatus>(api.json.get('/check-payment-status'));
export const checkTenantStatus = () => request<TenantStatus>(api.json.get('/check-tenant-status'));
