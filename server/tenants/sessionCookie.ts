import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { isTokenShaped } from '../security/tokens';

/** The cookie that carries a tenant app session's token (its hash is what the database keeps). */
export const TENANT_SESSION_COOKIE = 'onramp_tenant_session';

export interface TenantCookieScope {
  /** The tenant API's path: the token goes to nothing else on the host. */
  path: string;
  /** Set when PUBLIC_URL is https, since tenant hosts share its scheme. */
  secure: boolean;
}

export function tenantCookieScope(config: Pick<ServerConfig, 'apiBase' | 'publicUrl'>) {
  return {
    path: `${config.apiBase}/tenant`,
    secure: new URL(config.publicUrl).protocol === 'https:',
  } satisfies TenantCookieScope;
}

/**
 * Host-only (no Domain), so one tenant's host never sends it to another's; HttpOnly, so no page
 * script can read it; SameSite=Strict, since only the tenant page's own calls need it.
 */
function cookieHeader(value: string, maxAgeSeconds: number, scope: TenantCookieScope): string {
  return [
    `${TENANT_SESSION_COOKIE}=${value}`,
    `Path=${scope.path}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(scope.secure ? ['Secure'] : []),
  ].join('; ');
}

export function setTenantSessionCookie(
  reply: FastifyReply,
  token: string,
  ttlSeconds: number,
  scope: TenantCookieScope,
): void {
  reply.header('set-cookie', cookieHeader(token, ttlSeconds, scope));
}

export function clearTenantSessionCookie(reply: FastifyReply, scope: TenantCookieScope): void {
  reply.header('set-cookie', cookieHeader('', 0, scope));
}

/** The session token the request's cookie carries, if it has a token's shape. */
export function tenantSessionToken(request: FastifyRequest): string | undefined {
  const prefix = `${TENANT_SESSION_COOKIE}=`;
  const found = (request.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(prefix));
  const token = found?.slice(prefix.length);
  return token && isTokenShaped(token) ? token : undefined;
}
