import type Stripe from 'stripe';
import { loadStripeSdk } from './stripeSdk';
import { baseLanguage } from '../../shared/i18n/languages';
import type { PaymentProvider } from './provider';

/** The languages Stripe Checkout shows itself in; any other buyer gets Stripe's own choice. */
const CHECKOUT_LOCALES = new Set<string>([
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
]);

export function checkoutLocale(language: string): Stripe.Checkout.SessionCreateParams.Locale {
  const match = [language, baseLanguage(language)].find((tag) => CHECKOUT_LOCALES.has(tag));
  return (match ?? 'auto') as Stripe.Checkout.SessionCreateParams.Locale;
}

/** Production: Stripe Checkout in subscription mode, the plan's price given inline. */
export function createStripeProvider(secretKey: string, webhookSecret: string): PaymentProvider {
  let client: Promise<Stripe> | undefined;
  const stripeClient = () => (client ??= loadStripeSdk().then((Sdk) => new Sdk(secretKey)));
  return {
    name: 'stripe',
    webhookSecret,
    async createCheckout(request) {
      const stripe = await stripeClient();
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer_email: request.email,
        locale: checkoutLocale(request.language),
        client_reference_id: request.paymentId,
        metadata: { paymentId: request.paymentId, planId: request.plan.planId },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amountCents,
              recurring: { interval: request.plan.type === 'yearly' ? 'year' : 'month' },
              product_data: { name: `${request.productName} ${request.plan.shortName}` },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      return { sessionId: session.id, url: session.url ?? '' };
    },
    async expireCheckout(sessionId) {
      const stripe = await stripeClient();
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'complete') return 'completed';
      if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
      return 'expired';
    },
  };
}
