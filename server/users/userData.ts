import type { Selectable } from 'kysely';
import {
  EMPTY_ONBOARDING_FIELDS,
  type OnboardingUserData,
  type SelectedPlan,
  type Stage,
} from '../../shared/contract';
import type { UsersTable } from '../db/schema';
import { CAMPAIGN_TEMPLATES } from '../onboarding/catalog/campaignTemplates';
import { THEME_PREFERENCES } from '../onboarding/catalog/themes';
import { stagesOf } from './onboardingRecord';

export type UserRow = Selectable<UsersTable>;
export type { OnboardingUserData, Stage };

/** What an onboarding field is when no step has stored it yet. */
export const ONBOARDING_DEFAULTS = EMPTY_ONBOARDING_FIELDS;

export function tenantDomainOf(subDomain: string, suffix: string): string {
  return `${subDomain}${suffix}`;
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
    selectedPlan: user.selected_plan as SelectedPlan | null,
    language: user.language,
    configVersion: user.config_version_id === null ? null : String(user.config_version_id),
  };
}
