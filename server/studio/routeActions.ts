import type { FastifyRequest } from 'fastify';
import { roleMay, type StudioAction } from '../../shared/contract/operatorRoles';
import { ApiError, message } from '../http/envelope';

/**
 * What each operator route of the Studio does, by method and path under its prefix: the role
 * table (shared/contract/operatorRoles.ts) says who may. A route missing here stops the start.
 */
const ROUTE_ACTIONS: Record<string, StudioAction> = {
  'GET /me': 'read',
  'DELETE /session': 'read',
  'GET /versions': 'read',
  'GET /versions/:versionId/diff': 'read',
  'GET /versions/:versionId/files': 'read',
  'GET /funnel': 'read',
  'GET /funnel.csv': 'read',
  'GET /experiments': 'read',
  'GET /presence': 'read',
  'POST /presence': 'read',
  'GET /scheduled-publishes': 'read',
  'POST /check': 'draft',
  'POST /drafts': 'draft',
  'POST /translations/suggestions': 'draft',
  'POST /assets': 'draft',
  'POST /versions': 'publish',
  'POST /scheduled-publishes': 'publish',
  'DELETE /scheduled-publishes/:scheduledId': 'publish',
  'POST /versions/:versionId/rollback': 'rollBack',
  'POST /versions/:versionId/migrate': 'moveUsers',
  'POST /experiments': 'experiments',
  'POST /experiments/draft': 'experiments',
  'POST /experiments/:experimentId/stop': 'experiments',
  'GET /operators': 'manageOperators',
  'PATCH /operators/:operatorId': 'manageOperators',
  'DELETE /operators/:operatorId': 'manageOperators',
  'POST /invitations': 'manageOperators',
  'DELETE /invitations/:invitationId': 'manageOperators',
  'GET /leads': 'read',
  'GET /api-keys': 'manageApiKeys',
  'POST /api-keys': 'manageApiKeys',
  'DELETE /api-keys/:keyId': 'manageApiKeys',
  'GET /api-keys/:keyId/usage': 'manageApiKeys',
  'GET /webhooks': 'manageWebhooks',
  'POST /webhooks': 'manageWebhooks',
  'PATCH /webhooks/:endpointId': 'manageWebhooks',
  'DELETE /webhooks/:endpointId': 'manageWebhooks',
  'POST /webhooks/:endpointId/test': 'manageWebhooks',
  'GET /webhooks/:endpointId/deliveries': 'manageWebhooks',
  'POST /webhooks/:endpointId/deliveries/:deliveryId/replay': 'manageWebhooks',
  'POST /webhooks/:endpointId/rotate-secret': 'manageWebhooks',
  'GET /provisioning': 'manageProvisioning',
  'PUT /provisioning': 'manageProvisioning',
  'POST /provisioning/rotate-secret': 'manageProvisioning',
  'DELETE /provisioning': 'manageProvisioning',
};

/** Every route's method and path under the prefix, with its action. */
export function studioRouteActions(): Readonly<Record<string, StudioAction>> {
  return ROUTE_ACTIONS;
}

/** The action of the route `method` `url` (its full path), under the Studio's `prefix`. */
export function studioActionOf(prefix: string, method: string, url: string): StudioAction {
  const action = ROUTE_ACTIONS[`${method} ${url.slice(prefix.length)}`];
  if (!action) throw new Error(`Studio route ${method} ${url} has no action in routeActions.ts`);
  return action;
}

/** 403 role_forbidden unless the signed-in operator's role may do the route's action. */
export function requireRoleFor(request: FastifyRequest, action: StudioAction): void {
  const role = request.operator!.role;
  if (!roleMay(role, action)) {
    throw new ApiError(403, 'role_forbidden', message('errors.roleForbidden'), { role, action });
  }
}
