import type { Selectable } from 'kysely';
import { defaultStagesFor } from '../../src/engine/core/defaultStages';
import type { UsersTable } from '../db/schema';
import { CAMPAIGN_TEMPLATES } from '../onboarding/catalog/campaignTemplates';
import { THEME_PREFERENCES } from '../onboarding/catalog/themes';

export type UserRow = Selectable<UsersTable>;

export interface Stage {
  name: string;
  duration: number;
}

/** The onboarding user data of spec section 3, every field present. */
export interface OnboardingUserData {
  userId: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  company: string;
  phoneNumber: string;
  isEmailVerified: boolean;
  stepName: string;
  hideSteps: string[];
  subDomain: string;
  tenantDomain: string;
  redirectTenantURL: string | null;
  selectedPlan: Record<string, unknown> | null;
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
  /** Fields of steps an operator added, kept in users.onboarding. */
  [field: string]: unknown;
}

/** What an onboarding field is when no step has stored it yet. */
export const ONBOARDING_DEFAULTS = {
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

export function tenantDomainOf(subDomain: string, suffix: string): string {
  return `${subDomain}${suffix}`;
}

/** The user's stages, or the defaults of their business category while they have none. */
function stagesOf(stored: Partial<OnboardingUserData>): Stage[] {
  if (Array.isArray(stored.stages) && stored.stages.length > 0) return stored.stages;
  return defaultStagesFor(stored.businessCategory?.name);
}

/** The one place a user row becomes the onboarding user data the client reads. */
export function toOnboardingUserData(
  user: UserRow,
  tenantDomainSuffix: string,
): OnboardingUserData {
  const stored: Partial<OnboardingUserData> = { ...ONBOARDING_DEFAULTS, ...user.onboarding };
  return {
    ...ONBOARDING_DEFAULTS,
    ...stored,
    stages: stagesOf(stored),
    themePreferenceList: THEME_PREFERENCES.map((theme) => ({ ...theme })),
    campaignTemplates: CAMPAIGN_TEMPLATES.map((template) => ({ ...template })),
    userId: user.id,
    email: user.email,
    name: `${user.first_name} ${user.last_name}`.trim(),
    firstName: user.first_name,
    lastName: user.last_name,
    company: user.company,
    phoneNumber: user.phone_number,
    isEmailVerified: user.is_email_verified,
    stepName: user.step_name,
    hideSteps: user.hide_steps,
    subDomain: user.sub_domain,
    tenantDomain: tenantDomainOf(user.sub_domain, tenantDomainSuffix),
    selectedPlan: user.selected_plan,
  };
}
