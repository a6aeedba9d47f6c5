import type { StudioAction } from './operatorRoles';

/**
 * What an API key of the company's backend may do: the one table the server enforces per route
 * and the Studio offers as checkboxes. A key is accepted on exactly the routes of its scopes.
 */
export const API_KEY_SCOPES = ['leads:read', 'funnels:read', 'webhooks:manage'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * The Studio routes each scope opens, by method and path under /api/studio, and the actions whose
 * every route it opens (so a webhook route added later is covered by its action alone).
 */
export const SCOPE_GRANTS: Record<
  ApiKeyScope,
  { routes: readonly string[]; actions: readonly StudioAction[] }
> = {
  'leads:read': { routes: ['GET /leads'], actions: [] },
  'funnels:read': { routes: ['GET /funnel', 'GET /funnel.csv', 'GET /experiments'], actions: [] },
  'webhooks:manage': { routes: [], actions: ['manageWebhooks'] },
};

/** Whether a key with `scopes` may call `route` ("GET /funnel"), whose action is `action`. */
export function scopesAllow(
  scopes: readonly ApiKeyScope[],
  route: string,
  action: StudioAction,
): boolean {
  return scopes.some((scope) => {
    const grant = SCOPE_GRANTS[scope];
    return grant.routes.includes(route) || grant.actions.includes(action);
  });
}

export function isApiKeyScope(value: unknown): value is ApiKeyScope {
  return typeof value === 'string' && (API_KEY_SCOPES as readonly string[]).includes(value);
}

/** How a key starts: `onr_<prefix>_<secret>`; the prefix is shown in the Studio to tell keys apart. */
export const API_KEY_START = 'onr_';
