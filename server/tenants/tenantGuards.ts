import type { FastifyRequest } from 'fastify';
import { ApiError, message } from '../http/envelope';
import { hashToken } from '../security/tokens';
import { tenantSessionToken } from './sessionCookie';

export function tenantNotFound(): ApiError {
  return new ApiError(404, 'tenant_not_found', message('errors.tenantNotFound'));
}

export function tenantSessionRequired(): ApiError {
  return new ApiError(401, 'tenant_session_required', message('errors.tenantSessionRequired'));
}

/** The id of the built tenant the request's Host names; tenant_not_found otherwise. */
export async function tenantOfHost(request: FastifyRequest): Promise<string> {
  if (!request.tenantSubdomain) throw tenantNotFound();
  const tenantId = await request.server.repositories.tenants.readyTenantIdOf(
    request.tenantSubdomain,
  );
  if (!tenantId) throw tenantNotFound();
  return tenantId;
}

/** preHandler of the tenant API routes that need a signed-in member of the Host's tenant. */
export async function requireTenantSession(request: FastifyRequest): Promise<void> {
  const tenantId = await tenantOfHost(request);
  const token = tenantSessionToken(request);
  const session = token
    ? await request.server.repositories.tenants.findSession(tenantId, hashToken(token))
    : undefined;
  if (!session) throw tenantSessionRequired();
  request.tenantAuth = { tenantId: session.tenant_id, userId: session.user_id };
}
