/**
 * What each Studio operator may do, by role: the one table the server enforces per route and the
 * Studio reads to hide what a role may not do.
 */
export const OPERATOR_ROLES = ['admin', 'publisher', 'editor', 'brandOwner', 'viewer'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * - read: versions, their files and diffs, funnels and experiments, who is signed in.
 * - draft: check and preview an edit (and ask for translation suggestions).
 * - publish: make an edit the next live version.
 * - rollBack, moveUsers, experiments: make an older version live, move users in flight, start and
 *   stop experiments.
 * - manageOperators: invite, change roles and remove operators.
 * - manageApiKeys: create and revoke the API keys of the company's backend.
 * - manageWebhooks: add, change and remove the brand's webhook endpoints, see and replay their
 *   deliveries, rotate their secrets.
 * - manageProvisioning: choose where the brand's workspaces are built (Onramp, or the company's
 *   own provisioning endpoint) and rotate that endpoint's secret.
 */
export type StudioAction =
  | 'read'
  | 'draft'
  | 'publish'
  | 'rollBack'
  | 'moveUsers'
  | 'experiments'
  | 'manageWebhooks'
  | 'manageOperators'
  | 'manageApiKeys'
  | 'manageProvisioning';

const VIEWER: readonly StudioAction[] = ['read'];
const EDITOR: readonly StudioAction[] = [...VIEWER, 'draft'];
const PUBLISHER: readonly StudioAction[] = [
  ...EDITOR,
  'publish',
  'rollBack',
  'moveUsers',
  'experiments',
  'manageWebhooks',
];

export const ROLE_ACTIONS: Record<OperatorRole, readonly StudioAction[]> = {
  viewer: VIEWER,
  editor: EDITOR,
  // An editor of the brand's files only (brandFilesOnly), who may publish such an edit.
  brandOwner: [...EDITOR, 'publish'],
  publisher: PUBLISHER,
  admin: [...PUBLISHER, 'manageOperators', 'manageApiKeys', 'manageProvisioning'],
};

export function roleMay(role: OperatorRole, action: StudioAction): boolean {
  return ROLE_ACTIONS[role].includes(action);
}

/** Whether the role's edits are held to the brand's own files and look/name keys. */
export function brandFilesOnly(role: OperatorRole): boolean {
  return role === 'brandOwner';
}

/**
 * The keys of brand.json a brand owner may change: its name and look, and its languages. The rest
 * stays as it is live, above all those that choose the steps (flow, hideSteps,
 * variants.categoryRoutes, variants.skipStepsForCategories, variants.websiteStep).
 */
export const BRAND_OWNER_KEYS = [
  '$schema',
  'name',
  'logo',
  'logoWidth',
  'favicon',
  'faviconWidth',
  'tokens',
  'locales',
] as const;

/** A file of the brand's own: its brand.json and copy (its own locales and the default copy it falls back to). */
export function isBrandFile(path: string, brandId: string): boolean {
  return (
    path === `brands/${brandId}/brand.json` ||
    /^brands\/default\/locales\/[^/]+\.json$/.test(path) ||
    (path.startsWith(`brands/${brandId}/locales/`) && path.endsWith('.json'))
  );
}

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}
