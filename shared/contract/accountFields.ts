/**
 * The user data fields the server fills from the account (or its own catalogues) over whatever a
 * step stored under the same name (see server/users/userData.ts), and the save reply's
 * nextStepName. A step field so named opens with the account's value and shows it again after
 * every save, so what the owner wrote there is lost to them. Steps that only show the account's
 * value (email_verification's isEmailVerified) name them on purpose.
 */
export const ACCOUNT_FIELDS: readonly string[] = [
  'userId',
  'email',
  'name',
  'firstName',
  'lastName',
  'company',
  'phoneNumber',
  'isEmailVerified',
  'stepName',
  'hideSteps',
  'subDomain',
  'tenantDomain',
  'selectedPlan',
  'language',
  'configVersion',
  'themePreferenceList',
  'campaignTemplates',
  'nextStepName',
];
