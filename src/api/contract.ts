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

export interface Stage {
  name: string;
  duration: number;
}

export interface SelectedPlan {
  planId: string;
  price: number;
  type: PlanType;
}

/** The onboarding user data of spec section 3, as POST /user/getUserData returns it. */
export interface OnboardingUserData {
  userId: string;
  email: string;
  name: string;
  isEmailVerified: boolean;
  stepName: string;
  hideSteps: string[];
  subDomain: string | null;
  tenantDomain: string | null;
  redirectTenantURL: string | null;
  selectedPlan: SelectedPlan | null;
  businessCategory: { name: string; description: string | null } | null;
  websiteUrl: string | null;
  websiteDescription: string | null;
  blogUrl: string | null;
  promoCode: string | null;
  stages: Stage[];
  scrappedLogoUrl: string | null;
  logoUrl: string | null;
  logoStatus: string | null;
  paletteStatus: string | null;
  paletteColor: string[];
  primaryFeatures: string[];
  featureDescription: string | null;
  themePreferenceList: { key: string; label: string; imageUrl: string }[];
  graphicThemePreference: string | null;
  campaignPrompt: string | null;
  campaignTemplates: { id: string; name: string; imageURL: string; prompt: string }[];
  knowledgebaseURL: string | null;
  customQuestions: { id: string; questionTitle: string; questionValue: string }[];
  auth_header_name?: string;
  token?: string;
  /** Fields of steps an operator added, stored generically by the server. */
  [field: string]: unknown;
}
