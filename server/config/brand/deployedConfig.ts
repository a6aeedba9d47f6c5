import type { BillingPlanMappingEntry, InitialConfig } from '../../../shared/contract';
import type { Brand } from './brand';
import type { ServerConfig } from '../../config';
import { recaptchaConfigured } from '../../security/botCheck';

export function billingPlanMapping(brand: Brand): BillingPlanMappingEntry[] {
  return brand.manifest.billing.planGroups.flatMap((group) =>
    group.plans.map((plan) => ({ id: plan.planId, price: plan.price, planType: group.type })),
  );
}

/** What a page starts with apart from its configuration version (server/config/runtime adds that). */
export type DeployedConfig = Omit<InitialConfig, 'configuration'>;

export function buildInitialConfig(
  config: ServerConfig,
  brand: Brand,
  tenantDomainSuffix: string,
): DeployedConfig {
  const mapping = billingPlanMapping(brand);
  const defaultPlan = mapping.find((p) => p.id === brand.manifest.billing.defaultPlanId);
  if (!defaultPlan) {
    throw new Error(
      `brands/${brand.id}/brand.json at /billing/defaultPlanId: no plan has the id "${brand.manifest.billing.defaultPlanId}"`,
    );
  }
  const recaptcha = recaptchaConfigured(config);
  const botCheck = recaptcha ? 'recaptcha' : brand.manifest.botCheck;
  return {
    currency: config.payments.currency.toUpperCase(),
    billingPlanMapping: mapping,
    defaultBillingPlan: defaultPlan,
    siteKey: recaptcha ? config.recaptchaSiteKey! : '',
    reCaptchaEnabled: botCheck !== 'off',
    botCheck,
    tenantDomainSuffix,
    signupFormData: brand.signupFormData,
    appConfig: brand.appConfig,
    brand: brandSettingsOf(brand),
  };
}

/** What the page reads of a brand's manifest: the deployed brand's, or a configuration version's. */
export function brandSettingsOf(brand: Brand): InitialConfig['brand'] {
  return {
    id: brand.id,
    flow: brand.manifest.flow,
    hideSteps: brand.manifest.hideSteps ?? [],
    variants: brand.variants,
    tokens: brand.manifest.tokens,
    locales: brand.languages,
    defaultLanguage: brand.defaultLanguage,
  };
}
