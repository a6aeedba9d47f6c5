/**
 * Types of the API contract shared by the browser and the server. The server is the
 * source of these shapes; docs/api-contract.md describes them for other implementers.
 */

export interface Envelope<T = unknown> {
  err: boolean;
  status_code: string;
  msg: string;
  data: T | null;
  sessionIdentifier?: string;
}

export type PlanType = 'monthly' | 'yearly';

export interface BillingPlanMappingEntry {
  id: string;
  price: number;
  planType: PlanType;
}

export interface AppConfig {
  name: string;
  logo: string;
  logoWidth: number;
  companyDomain: string;
  favicon: string;
  faviconWidth: number;
}

export interface SignupFormData {
  userHistory: unknown[];
  referenceId: string | null;
  businessCategoryName: string | null;
  businessCategoryDescription: string | null;
  campaignTemplateId: string | null;
}

export type BotCheckProvider = 'recaptcha' | 'altcha' | 'off';

export interface BrandColors {
  primary: string;
  primaryText: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
  danger: string;
  success: string;
  paymentBackground: string;
}

export interface BrandVariants {
  purchaseConfirmedScreen: boolean;
  websiteStep: 'requirements' | 'features';
  categoryRoutes: Record<string, string>;
  skipStepsForCategories: Record<string, string[]>;
  signupCompleteText: 'redirectToLogin' | 'thanksForSigningUp';
}

/** What the browser needs of the active brand beyond the app config. */
export interface BrandSettings {
  id: string;
  flow: string;
  hideSteps: string[];
  variants: BrandVariants;
  tokens: { colors: BrandColors; font?: string; radius?: string };
  locales: string[];
}

export interface InitialConfig {
  billingPlanMapping: BillingPlanMappingEntry[];
  defaultBillingPlan: BillingPlanMappingEntry;
  siteKey: string;
  reCaptchaEnabled: boolean;
  botCheck: BotCheckProvider;
  tenantDomainSuffix: string;
  signupFormData: SignupFormData;
  appConfig: AppConfig;
  brand: BrandSettings;
}
