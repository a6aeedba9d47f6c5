import { hashToken, randomToken } from '../security/tokens';
import type { TenantsRepository } from './tenantsRepository';

/** How long the one-time link into the tenant app works. */
export const TENANT_LOGIN_TOKEN_TTL_SECONDS = 120;
export const LOGIN_TOKEN_PARAM = 'login-token';

/** The tenant's own app: its subdomain under the tenant domain suffix, on PUBLIC_URL's scheme. */
export function tenantAppUrl(publicUrl: string, subdomain: string, suffix: string): string {
  return `${new URL(publicUrl).protocol}//${subdomain}${suffix}`;
}

/** The tenant's app URL carrying a fresh one-time login token for its owner (only its hash is stored). */
export async function signedTenantEntryUrl(
  tenants: Pick<TenantsRepository, 'insertLoginToken'>,
  tenant: { id: string; subdomain: string },
  userId: string,
  links: { publicUrl: string; tenantDomainSuffix: string },
): Promise<string> {
  const token = randomToken();
  await tenants.insertLoginToken(
    tenant.id,
    userId,
    hashToken(token),
    TENANT_LOGIN_TOKEN_TTL_SECONDS,
  );
  const url = new URL(tenantAppUrl(links.publicUrl, tenant.subdomain, links.tenantDomainSuffix));
  url.searchParams.set(LOGIN_TOKEN_PARAM, token);
  return url.toString();
}

/**
 * Where the owner enters a provisioned tenant: the URL the adopter's product named for a workspace
 * it built, else its app URL with a fresh one-time login token; undefined while it is not ready.
 */
export async function tenantEntryUrl(
  tenants: Pick<TenantsRepository, 'insertLoginToken' | 'ofOwner'>,
  userId: string,
  links: { publicUrl: string; tenantDomainSuffix: string },
): Promise<string | undefined> {
  const tenant = await tenants.ofOwner(userId);
  if (!tenant || tenant.provisioning !== 'ready') return undefined;
  if (tenant.external_url) return tenant.external_url;
  return signedTenantEntryUrl(tenants, tenant, userId, links);
}
