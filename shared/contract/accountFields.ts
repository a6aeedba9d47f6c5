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

/** What the engine does with one of its fields, and how the flow marks the step that stores it for the engine (none: only the server writes it). */
export interface EngineFieldOwner {
  /** What the engine does with the field, as the checker tells an operator. */
  use: string;
  /** The step runs this server hook (flow step's serverHook). */
  serverHook?: string;
  /** The step has this role (flow step's role). */
  role?: string;
  /** The step shows the field with this engine renderer (its ui:field or ui:widget). */
  renderer?: string;
}

/**
 * The onboarding fields the engine itself reads or writes with a meaning of its own: those a step
 * of the engine's stores (marked by its server hook, role or renderer) and those only the server
 * writes (no mark). Another step storing a field so named would have its answer replaced,
 * reshaped or acted on by the engine: a list of stages of another shape reads back as the
 * category's default stages, a redirectTenantURL sends the owner away after signup.
 */
export const ENGINE_FIELDS: Readonly<Record<string, EngineFieldOwner>> = {
  businessCategory: { use: 'the business category the tenant is set up for', role: 'category' },
  stages: { use: 'the journey stages the tenant is built with', serverHook: 'stageDays' },
  websiteUrl: { use: 'the website the engine scrapes for the brand', serverHook: 'websiteScrape' },
  blogUrl: { use: 'the blog the tenant links to', serverHook: 'websiteScrape' },
  promoCode: { use: 'the promo code checked at save', serverHook: 'websiteScrape' },
  websiteDescription: { use: "the tenant's description", serverHook: 'websiteScrape' },
  primaryFeatures: { use: "the tenant's features", serverHook: 'websiteScrape' },
  featureDescription: { use: "the tenant's feature text", serverHook: 'websiteScrape' },
  campaignPrompt: { use: 'the campaign the engine writes', serverHook: 'campaignGeneration' },
  graphicThemePreference: {
    use: "the campaign's graphic theme",
    serverHook: 'campaignGeneration',
  },
  knowledgebaseURL: { use: 'the knowledge base it imports', serverHook: 'knowledgeBaseImport' },
  customQuestions: { use: 'the questions the bot is trained on', serverHook: 'botTraining' },
  logoUrl: { use: "the tenant's logo", renderer: 'logoUpload' },
  paletteColor: { use: "the tenant's colours", renderer: 'paletteEditor' },
  redirectTenantURL: { use: 'the address the owner is sent to after signup, set by the server' },
  scrappedLogoUrl: { use: 'the logo found on the website, set by the server' },
  logoStatus: { use: 'how finding the logo went, set by the server' },
  paletteStatus: { use: 'how finding the colours went, set by the server' },
  knowledgebaseImportStatus: { use: 'how the knowledge base import went, set by the server' },
  auth_header_name: { use: 'the header the session is sent in' },
  token: { use: "the session's token" },
};
