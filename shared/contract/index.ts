/**
 * Types of the API contract shared by the browser and the server. The server is the
 * source of these shapes; docs/api-contract.md describes them for other implementers.
 */

import type { FlowManifest } from '../flow/types';

export type { Envelope } from './envelope';
export type { Message, MessageParams } from './message';

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
  /** Every language with copy for this brand (a partial one falls back key by key), default first. */
  locales: string[];
  /** What a visitor gets when none of their languages is offered. */
  defaultLanguage: string;
}

export interface InitialConfig {
  /** ISO code of the plan prices' currency ('USD'); prices are written in the visitor's locale. */
  currency: string;
  billingPlanMapping: BillingPlanMappingEntry[];
  defaultBillingPlan: BillingPlanMappingEntry;
  siteKey: string;
  reCaptchaEnabled: boolean;
  botCheck: BotCheckProvider;
  tenantDomainSuffix: string;
  signupFormData: SignupFormData;
  appConfig: AppConfig;
  brand: BrandSettings;
  configuration: ConfigurationSettings;
}

/** The configuration version a page runs: its flow and where its step and form modules are. */
export interface ConfigurationSettings {
  version: string;
  flow: FlowManifest;
  /** Schema file name ("team_size.json") -> the URL of its module, immutable per version. */
  modules: { steps: Record<string, string>; forms: Record<string, string> };
  /**
   * Where this version's copy of a language is: a URL with "{lang}" in it. The live page's is the
   * live copy (preloaded); a pinned user's and a draft's are their own.
   */
  copy: string;
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

export type KnowledgeBaseImportStatus = 'importing' | 'imported' | 'failed';

/** The onboarding user data, as POST /user/getUserData returns it (docs/api-contract.md, Onboarding steps). */
export interface OnboardingUserData {
  userId: string;
  email: string;
  name: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  phoneNumber?: string;
  isEmailVerified: boolean;
  stepName: string;
  hideSteps: string[];
  subDomain: string | null;
  tenantDomain: string | null;
  /** The language the user chose (at signup or in the switcher since); null when none. */
  language: string | null;
  /** The configuration version the user walks (pinned at signup); null for the live one. */
  configVersion: string | null;
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
  /** How the import of the saved knowledgebaseURL went; unset before any URL was saved. */
  knowledgebaseImportStatus?: KnowledgeBaseImportStatus | null;
  customQuestions: { id: string; questionTitle: string; questionValue: string }[];
  auth_header_name?: string;
  token?: string;
  /** Fields of steps an operator added, stored generically by the server. */
  [field: string]: unknown;
}

/** What every onboarding field is before any step has stored it; the server and the browser start from it. */
/**
 * The reply of a step save (updateUserData, updateStep, updateDomainName): the user data as stored,
 * and the step the wizard opens next, computed by the server with the flow core from the step's
 * submit.next; null when signup is complete.
 */
export type StepSaveReply = OnboardingUserData & { nextStepName: string | null };

export const EMPTY_ONBOARDING_FIELDS = {
  redirectTenantURL: null,
  businessCategory: null,
  websiteUrl: null,
  websiteDescription: null,
  blogUrl: null,
  promoCode: null,
  stages: [],
  scrappedLogoUrl: null,
  logoUrl: null,
  logoStatus: null,
  paletteStatus: null,
  paletteColor: ['', '', ''],
  primaryFeatures: [],
  featureDescription: null,
  themePreferenceList: [],
  graphicThemePreference: null,
  campaignPrompt: null,
  campaignTemplates: [],
  knowledgebaseURL: null,
  customQuestions: [],
} satisfies Partial<OnboardingUserData>;

export interface PlanFeature {
  displayName: string;
  enabled: boolean;
  limits?: { value: string | number }[];
}

export interface PaymentPlan {
  planId: string;
  shortName: string;
  price: number;
  styles?: { backgroundColor?: string };
  features: PlanFeature[];
}

/** A group of plans of one type, as brand manifests declare them and GET /getPaymentPlans returns them. */
export interface PlanGroup {
  type: PlanType;
  displayName: string;
  plans: PaymentPlan[];
}

/** The generator a campaign the built-in composer wrote is stored and sent with; a model's is its name. */
export const BUILT_IN_GENERATOR = 'built-in composer';
