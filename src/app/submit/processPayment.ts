import { processPayment } from '../../api/checkout';
import type { SubmitAction } from '../../engine/react/submitActions';

/** POST /user/processPayment, then the browser leaves for the provider's checkout page. */
export const processPaymentAction: SubmitAction = async ({ values }) => {
  const url = await processPayment({
    planId: String(values.planId ?? ''),
    planType: values.planType === 'yearly' ? 'yearly' : 'monthly',
  });
  window.location.assign(url);
  // Never settles: the step stays busy while the browser navigates away.
  return new Promise<never>(() => {});
};
