import type { FastifyPluginAsync } from 'fastify';
import { isSameSitePath } from '../../shared/http/sameSitePath';
import type { TenantContext, Workspace } from '../../shared/contract/tenant';
import { pickLanguage } from '../../shared/i18n/languages';
import type { Brand } from '../config/brand/brand';
import { ApiError, message, ok } from '../http/envelope';
import { findPlan } from '../payments/plans';
import { requireTenantSession, tenantOfHost } from './tenantGuards';

/**
 * The tenant API's queries: GET /context (what the page shows before sign-in), GET /workspace
 * and POST /bot/ask for a signed-in member.
 */
const pickBranding = ({ name, logo, favicon }: Brand['appConfig']) => ({ name, logo, favicon });

export const tenantWorkspaceRoutes: FastifyPluginAsync = async (app) => {
  const { config, brand, configs } = app;
  const { tenants, users } = app.repositories;

  const languages = {
    id: brand.id,
    locales: brand.languages,
    defaultLanguage: brand.defaultLanguage,
  };

  app.get('/context', async (request) => {
    const tenantId = await tenantOfHost(request).catch((error: unknown) => {
      // A host with no workspace is still told so in the visitor's language.
      if (error instanceof ApiError)
        throw new ApiError(404, error.statusCode, error.msgRef, { brand: languages });
      throw error;
    });
    const tenant = await tenants.findFace(tenantId);
    // users is no tenant's table (the tenant role cannot read it).
    const ownerLanguage = await users.languageOf(tenant.owner_user_id);
    return ok<TenantContext>({
      name: tenant.name,
      subdomain: tenant.subdomain,
      logoUrl: sameSiteUrl(tenant.logo_url, config.publicUrl),
      palette: tenant.palette,
      brand: {
        ...languages,
        // The live version's, as the portal's pages show them.
        ...pickBranding(configs.live().brand.appConfig),
        colors: brand.manifest.tokens.colors,
      },
      // A language the brand no longer offers is none.
      language: pickLanguage([ownerLanguage], brand.languages, '') || null,
      loginUrl: `${config.publicUrl}/login?tenant=${encodeURIComponent(tenant.subdomain)}`,
    });
  });

  app.get('/workspace', { preHandler: requireTenantSession }, async (request) => {
    const { tenant, stages, campaign, counts } = await tenants.findWorkspace(
      request.tenantAuth!.tenantId,
    );
    return ok<Workspace>({
      name: tenant.name,
      subdomain: tenant.subdomain,
      plan: tenant.plan,
      planName: planNameOf(brand, tenant.plan),
      logoUrl: sameSiteUrl(tenant.logo_url, config.publicUrl),
      palette: tenant.palette,
      createdAt: tenant.created_at.toISOString(),
      stages: stages.map((s) => ({ name: s.name, duration: s.duration_days })),
      campaign: campaign ?? null,
      knowledge: {
        qaPairs: Number(counts.qaPairs ?? 0),
        documents: Number(counts.documents ?? 0),
      },
    });
  });

  app.post<{ Body: { question: string } }>(
    '/bot/ask',
    {
      preHandler: requireTenantSession,
      schema: {
        body: {
          type: 'object',
          required: ['question'],
          properties: { question: { type: 'string', minLength: 1, maxLength: 500 } },
        },
      },
    },
    async (request) => {
      const question = request.body.question.trim();
      if (question === '') {
        throw new ApiError(400, 'validation_failed', message('errors.questionRequired'));
      }
      return ok(await tenants.askBot(request.tenantAuth!.tenantId, question));
    },
  );
};

/** The plan's short name ('Kilo Bot') as the brand offers it, else its id. */
function planNameOf(brand: Brand, plan: Record<string, unknown>): string | null {
  const planId = typeof plan.planId === 'string' ? plan.planId : null;
  const type = typeof plan.type === 'string' ? plan.type : 'monthly';
  return planId ? (findPlan(brand, planId, type)?.shortName ?? planId) : null;
}

/**
 * A logo the tenant page can show under its CSP (img-src 'self'): paths stay as they are, URLs
 * on the portal's origin become paths (the same server answers every host); other origins are dropped.
 */
function sameSiteUrl(url: string | null, publicUrl: string): string | null {
  if (!url) return null;
  if (isSameSitePath(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(publicUrl).origin
      ? `${parsed.pathname}${parsed.search}`
      : null;
  } catch {
    return null;
  }
}
