import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppDependencies } from '../app';
import { currentSession, requireSession } from '../auth/authenticate';
import { ApiError, fail, ok } from '../http/envelope';
import { tenantDomainSuffix } from '../routes/initialConfig';
import { hashToken, randomToken } from '../security/tokens';
import type { Brand } from '../brand/brand';
import { findPlan } from '../payments/plans';
import { createBuildStatusText, readBuildState } from './buildStatusText';
import { answerQuestion } from './helpdeskBot';
import { resumeProvisioning } from './provisioning';
import { signedTenantEntryUrl } from './tenantLinks';
import { tenantSubdomainOf } from './tenantHost';
import { withTenant } from './withTenant';
import { isSameSitePath } from '../../shared/http/sameSitePath';

/** How long a tenant app sign-in lasts. */
export const TENANT_SESSION_TTL_SECONDS = 12 * 3600;

interface TenantAuth {
  tenantId: string;
  userId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant subdomain the Host header names; null on the portal's host. */
    tenantSubdomain: string | null;
    tenantAuth: TenantAuth | null;
  }
}

const NOT_BUILT_PAGE =
  '<!doctype html><meta charset="utf-8"><title>Workspace</title><p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p>';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function tenantNotFound(): ApiError {
  return new ApiError(404, 'tenant_not_found', 'Tenant does not exist! Please sign up first');
}

function tenantSessionRequired(): ApiError {
  return new ApiError(401, 'tenant_session_required', 'Please sign in to this workspace.');
}

/**
 * The tenant side and its hand-over: GET /check-tenant-status for the portal's loader, the
 * routing by Host (a tenant host gets the tenant app, tenant.html, and only its API under
 * /api/tenant and the copy; the portal host never serves /api/tenant), and the tenant API. Every
 * tenant API route reads and writes through withTenant.
 */
export async function registerTenants(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { config, brand } = deps;
  const db = deps.database.db;
  const suffix = tenantDomainSuffix(config, brand);
  const tenantApi = `${config.apiBase}/tenant`;
  const portalHost = new URL(config.publicUrl).host;
  const links = { publicUrl: config.publicUrl, tenantDomainSuffix: suffix };
  const buildStatusText = createBuildStatusText(config.rootDir, brand);
  const tenantFile = join(config.staticDir, 'tenant.html');
  const tenantHtml = existsSync(tenantFile)
    ? readFileSync(tenantFile, 'utf8').replace(
        '<meta name="onramp-api-base" content="/api" />',
        `<meta name="onramp-api-base" content="${escapeAttribute(config.apiBase)}" />`,
      )
    : undefined;

  // A paid owner whose workspace is unfinished and whose job is gone (failed for good, or lost
  // with its database) gets a new one at start.
  app.addHook('onReady', async () => {
    const owners = await db
      .selectFrom('payments')
      .leftJoin('tenants', 'tenants.owner_user_id', 'payments.user_id')
      .select('payments.user_id')
      .where('payments.status', '=', 'paid')
      .where((eb) =>
        eb.or([eb('tenants.id', 'is', null), eb('tenants.provisioning', '<>', 'ready')]),
      )
      .groupBy('payments.user_id')
      .execute();
    let resumed = 0;
    for (const { user_id: userId } of owners) {
      if (await resumeProvisioning(deps.jobs, userId)) resumed++;
    }
    if (resumed > 0) deps.logger.info({ owners: resumed }, 'tenant.provision resumed');
  });

  app.decorateRequest('tenantSubdomain', null);
  app.decorateRequest('tenantAuth', null);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const subdomain = tenantSubdomainOf(request.host, suffix, portalHost) ?? null;
    request.tenantSubdomain = subdomain;
    const underTenantApi = path === tenantApi || path.startsWith(`${tenantApi}/`);
    if (!subdomain) {
      if (underTenantApi) return notFound(request, reply);
      return;
    }
    if (underTenantApi || path.startsWith(`${config.apiBase}/locales/`)) return;
    if (path.startsWith('/api/')) return notFound(request, reply);
    const isPage =
      request.method === 'GET' &&
      !/\.[a-z0-9]+$/i.test(path) &&
      (request.headers.accept ?? '').includes('text/html');
    if (!isPage) return;
    return reply
      .status(tenantHtml ? 200 : 503)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(tenantHtml ?? NOT_BUILT_PAGE);
  });

  const tenantOfHost = async (request: FastifyRequest) => {
    if (!request.tenantSubdomain) throw tenantNotFound();
    const tenant = await db
      .selectFrom('tenants')
      .select(['id', 'provisioning'])
      .where(sql<string>`lower(subdomain)`, '=', request.tenantSubdomain)
      .executeTakeFirst();
    if (!tenant || tenant.provisioning !== 'ready') throw tenantNotFound();
    return tenant.id;
  };

  const requireTenantSession = async (request: FastifyRequest) => {
    const tenantId = await tenantOfHost(request);
    const token = bearerToken(request);
    const session = token
      ? await withTenant(db, tenantId, (trx) =>
          trx
            .selectFrom('tenant_sessions')
            .select(['tenant_id', 'user_id'])
            .where('token_hash', '=', hashToken(token))
            .where('revoked_at', 'is', null)
            .where('expires_at', '>', sql<Date>`now()`)
            .executeTakeFirst(),
        )
      : undefined;
    if (!session) throw tenantSessionRequired();
    request.tenantAuth = { tenantId: session.tenant_id, userId: session.user_id };
  };

  await app.register(
    async (api) => {
      api.get('/check-tenant-status', { preHandler: requireSession }, async (request) => {
        const { userId } = currentSession(request);
        const state = await readBuildState(db, userId);
        if (state.tenant?.provisioning === 'ready') {
          const url = await signedTenantEntryUrl(db, state.tenant, userId, links);
          return ok({ heading: '', subText: '', url });
        }
        // The owner is watching: a build whose job has gone (its retries ran out) starts again.
        if (state.paid && (!state.tenant || state.tenant.provisioningFailedAt)) {
          await resumeProvisioning(deps.jobs, userId);
        }
        return ok({ ...buildStatusText(state), url: '' });
      });
    },
    { prefix: config.apiBase },
  );

  await app.register(
    async (api) => {
      api.get('/context', async (request) => {
        const tenantId = await tenantOfHost(request);
        const tenant = await withTenant(db, tenantId, (trx) =>
          trx
            .selectFrom('tenants')
            .select(['name', 'subdomain', 'logo_url', 'palette'])
            .executeTakeFirstOrThrow(),
        );
        return ok({
          name: tenant.name,
          subdomain: tenant.subdomain,
          logoUrl: sameSiteUrl(tenant.logo_url, config.publicUrl),
          palette: tenant.palette,
          brand: {
            name: brand.appConfig.name,
            logo: brand.appConfig.logo,
            favicon: brand.appConfig.favicon,
            colors: brand.manifest.tokens.colors,
          },
          loginUrl: `${config.publicUrl}/login?tenant=${encodeURIComponent(tenant.subdomain)}`,
        });
      });

      api.post<{ Body: { loginToken: string } }>(
        '/session',
        {
          schema: {
            body: {
              type: 'object',
              required: ['loginToken'],
              properties: { loginToken: { type: 'string', minLength: 1, maxLength: 200 } },
            },
          },
        },
        async (request) => {
          const tenantId = await tenantOfHost(request);
          const token = randomToken();
          const signedIn = await withTenant(db, tenantId, async (trx) => {
            const spent = await trx
              .updateTable('tenant_login_tokens')
              .set({ used_at: sql<Date>`now()` })
              .where('token_hash', '=', hashToken(request.body.loginToken))
              .where('used_at', 'is', null)
              .where('expires_at', '>', sql<Date>`now()`)
              .returning(['tenant_id', 'user_id'])
              .executeTakeFirst();
            if (!spent) return false;
            await trx
              .insertInto('tenant_sessions')
              .values({
                tenant_id: spent.tenant_id,
                user_id: spent.user_id,
                token_hash: hashToken(token),
                expires_at: sql<Date>`now() + make_interval(secs => ${TENANT_SESSION_TTL_SECONDS})`,
                revoked_at: null,
              })
              .execute();
            return true;
          });
          if (!signedIn) {
            throw new ApiError(
              401,
              'login_token_invalid',
              'This sign-in link has expired or was used already. Please sign in again.',
            );
          }
          return ok({ token, expiresInSeconds: TENANT_SESSION_TTL_SECONDS });
        },
      );

      // Signing out of a session that already ended (expired, revoked, unknown) succeeds too.
      api.delete('/session', async (request) => {
        const tenantId = await tenantOfHost(request);
        const token = bearerToken(request);
        if (!token) throw tenantSessionRequired();
        await withTenant(db, tenantId, (trx) =>
          trx
            .updateTable('tenant_sessions')
            .set({ revoked_at: sql<Date>`now()` })
            .where('token_hash', '=', hashToken(token))
            .where('revoked_at', 'is', null)
            .execute(),
        );
        return ok(null, 'You have signed out.');
      });

      api.get('/workspace', { preHandler: requireTenantSession }, async (request) => {
        const { tenantId } = request.tenantAuth!;
        return ok(
          await withTenant(db, tenantId, async (trx) => {
            const tenant = await trx
              .selectFrom('tenants')
              .select(['name', 'subdomain', 'plan', 'logo_url', 'palette', 'provisioned_at'])
              .executeTakeFirstOrThrow();
            const stages = await trx
              .selectFrom('journey_stages')
              .select(['name', 'duration_days'])
              .orderBy('position')
              .execute();
            const campaign = await trx
              .selectFrom('campaigns')
              .select(['subject', 'preheader', 'html', 'generator'])
              .orderBy('created_at', 'desc')
              .executeTakeFirst();
            const counts = await trx
              .selectNoFrom((eb) => [
                eb.selectFrom('qa_pairs').select(eb.fn.countAll<number>().as('n')).as('qaPairs'),
                eb
                  .selectFrom('knowledge_documents')
                  .select(eb.fn.countAll<number>().as('n'))
                  .as('documents'),
              ])
              .executeTakeFirstOrThrow();
            return {
              name: tenant.name,
              subdomain: tenant.subdomain,
              plan: tenant.plan,
              planName: planNameOf(brand, tenant.plan),
              logoUrl: sameSiteUrl(tenant.logo_url, config.publicUrl),
              palette: tenant.palette,
              stages: stages.map((s) => ({ name: s.name, duration: s.duration_days })),
              campaign: campaign ?? null,
              knowledge: {
                qaPairs: Number(counts.qaPairs ?? 0),
                documents: Number(counts.documents ?? 0),
              },
            };
          }),
        );
      });

      api.post<{ Body: { question: string } }>(
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
            throw new ApiError(400, 'validation_failed', 'Please type a question.');
          }
          const { tenantId } = request.tenantAuth!;
          return ok(await withTenant(db, tenantId, (trx) => answerQuestion(trx, question)));
        },
      );
    },
    { prefix: tenantApi },
  );
}

/** The plan's short name ('Kilo Bot') as the brand offers it, else its id. */
function planNameOf(brand: Brand, plan: Record<string, unknown>): string | null {
  const planId = typeof plan.planId === 'string' ? plan.planId : null;
  const type = typeof plan.type === 'string' ? plan.type : 'monthly';
  return planId ? (findPlan(brand, planId, type)?.shortName ?? planId) : null;
}

/** The tenant session token of an `Authorization: Bearer …` header, if it has a token's shape. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  return /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header)?.[1];
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send(
      fail('route_not_found', `Route ${request.method} ${request.url.split('?')[0]} not found`),
    );
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
