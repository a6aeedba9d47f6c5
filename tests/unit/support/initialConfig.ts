import type { BrandVariants, InitialConfig } from '../../../shared/contract';
import { testConfiguration } from './configuration';

export const REQUIREMENTS: BrandVariants = {
  purchaseConfirmedScreen: false,
  websiteStep: 'requirements',
  categoryRoutes: {},
  skipStepsForCategories: {},
  signupCompleteText: 'redirectToLogin',
};

/** The initial configuration the screens read, with the requirements variants unless told otherwise. */
export function initialConfigOf(brand: Partial<InitialConfig['brand']> = {}): InitialConfig {
  return {
    billingPlanMapping: [{ id: 'kilo_monthly', price: 98, planType: 'monthly' }],
    defaultBillingPlan: { id: 'kilo_monthly', price: 98, planType: 'monthly' },
    appConfig: {
      name: 'Onramp',
      favicon: '/favicon.svg',
      faviconWidth: 32,
      logo: '/logo.svg',
      logoWidth: 243,
      companyDomain: 'onramp.example',
    },
    brand: { variants: REQUIREMENTS, ...brand },
    // A config that names no flow has none, as a page whose flow the server does not know.
    configuration: {
      ...testConfiguration(brand.flow ?? 'main'),
      ...(brand.flow ? {} : { flow: undefined }),
    },
  } as unknown as InitialConfig;
}
