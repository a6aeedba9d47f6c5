/** Payment settings: Stripe is used only when both keys are set. */
export interface PaymentsConfig {
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** ISO currency of the brand's plan prices. */
  currency: string;
}

export function loadPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const currency = (env.PAYMENT_CURRENCY?.trim() || 'usd').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) {
    throw new Error(
      `PAYMENT_CURRENCY must be a three-letter ISO code, got "${env.PAYMENT_CURRENCY}"`,
    );
  }
  return {
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    currency,
  };
}
