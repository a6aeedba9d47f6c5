import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { hashToken, randomToken } from '../security/tokens';

/** How long the one-time link into the tenant app works. */
export const TENANT_LOGIN_TOKEN_TTL_SECONDS = 120;
export const LOGIN_TOKEN_PARAM = 'login-token';

/** The tenant's own app: its subdomain under the tenant domain suffix, on PUBLIC_URL's scheme. */
export function tenantAppUrl(publicUrl: string, subdomain: string, suffix: string): string {
  return `${new URL(publicUrl).protocol}//${subdomain}${suffix}`;
}

/** A single-use token that signs the owner into the tenant app once; only its hash is stored. */
export async function issueTenantLoginToken(
  db: Kysely<DB> | Transaction<DB>,
  tenantId: string,
  userId: string,
): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('tenant_login_tokens')
    .values({
      tenant_id: tenantId,
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: sql<Date>`now() + make_interval(secs => ${TENANT_LOGIN_TOKEN_TTL_SECONDS})`,
      used_at: null,
    })
    .execute();
  return token;
}

/** The tenant's app URL carrying a fresh one-time login token for its owner. */
export async function signedTenantEntryUrl(
  db: Kysely<DB>,
  tenant: { id: string; subdomain: string },
  userId: string,
  links: { publicUrl: string; tenantDomainSuffix: string },
): Promise<string> {
  const token = await issueTenantLoginToken(db, tenant.id, userId);
  const url = new URL(tenantAppUrl(links.publicUrl, tenant.subdomain, links.tenantDomainSuffix));
  url.searchParams.set(LOGIN_TOKEN_PARAM, token);
  return url.toString();
}

/**
 * Where the owner enters a provisioned tenant: its app URL with a fresh one-time login token, or
 * undefined while the tenant is not ready.
 */
export async function tenantEntryUrl(
  db: Kysely<DB>,
  userId: string,
  links: { publicUrl: string; tenantDomainSuffix: string },
): Promise<string | undefined> {
  const tenant = await db
    .selectFrom('tenants')
    .select(['id', 'subdomain', 'provisioning'])
    .where('owner_user_id', '=', userId)
    .executeTakeFirst();
  if (!tenant || tenant.provisioning !== 'ready') return undefined;
  return signedTenantEntryUrl(db, tenant, userId, links);
}
