import { describe, expect, it } from 'vitest';
import { checkoutLocale } from '../../../server/payments/stripeProvider';

describe("Stripe Checkout's language", () => {
  it("is the buyer's, or its base language, when Stripe shows itself in it", () => {
    expect(checkoutLocale('de')).toBe('de');
    expect(checkoutLocale('de-AT')).toBe('de');
    expect(checkoutLocale('pt-BR')).toBe('pt-BR');
  });

  it('is left to Stripe for a language it does not offer, such as Arabic', () => {
    expect(checkoutLocale('ar')).toBe('auto');
  });
});
