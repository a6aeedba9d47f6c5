import type { FastifyPluginAsync } from 'fastify';
import { ApiError, message, ok } from '../../http/envelope';
import {
  DOMAIN_REQUIRED_MESSAGE,
  isValidSubdomain,
  normalizeSubdomain,
  SUBDOMAIN_RULE_MESSAGE,
} from '../../users/subdomain';
import { tenantDomainOf } from '../../users/userData';
import { bodyKey, bothLimits } from '../../security/rateLimits';
import type { AccountContext } from './context';
import { invalidFields, text } from './validation';

export const TENANT_NOT_FOUND_MESSAGE = message('errors.tenantNotFound');

/** The tenant name a login form sent, checked against section 5's rule; 400 when it breaks it. */
export function readTenantName(raw: string, path: string): string {
  const name = raw.trim();
  if (name === '') throw invalidFields([{ path, message: DOMAIN_REQUIRED_MESSAGE }]);
  if (!isValidSubdomain(name)) throw invalidFields([{ path, message: SUBDOMAIN_RULE_MESSAGE }]);
  return normalizeSubdomain(name);
}

export const checkTenantRoute: FastifyPluginAsync<AccountContext> = async (api, ctx) => {
  api.post<{ Body: { tenant: string } }>(
    '/user/checkTenant',
    {
      schema: {
        body: { type: 'object', required: ['tenant'], properties: { tenant: text(100) } },
      },
      preValidation: bothLimits(ctx.limit('checkTenant', (request) => bodyKey(request, 'tenant'))),
    },
    async (request) => {
      const tenant = readTenantName(request.body.tenant, '/tenant');
      const user = await ctx.users.findBySubdomain(tenant);
      if (!user) throw new ApiError(404, 'tenant_not_found', TENANT_NOT_FOUND_MESSAGE);
      return ok({
        tenant: user.sub_domain,
        tenantDomain: tenantDomainOf(user.sub_domain, ctx.tenantDomainSuffix),
      });
    },
  );
};
