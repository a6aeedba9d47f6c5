import fastifyPlugin from 'fastify-plugin';
import { SERVICES_PLUGIN } from '../plugins/services';
import { bearerCredential } from '../http/bearerToken';
import { looksLikeApiKey } from '../security/apiKeySecret';
import { studioApiKeyRoutes } from './apiKeyRoutes';
import { recordApiKeyUse } from './apiKeys';
import { studioAssetRoutes } from './assetRoutes';
import { studioExperimentRoutes } from './experimentRoutes';
import { studioFunnelRoutes } from './funnelRoutes';
import { studioInvitationRoutes } from './invitationRoutes';
import { studioOperatorRoutes } from './operatorRoutes';
import { ensureFirstOperator } from './operators';
import { studioLeadRoutes } from './leadRoutes';
import { requireApiKey } from './requireApiKey';
import { requireOperator } from './requireOperator';
import { studioPresenceRoutes } from './presenceRoutes';
import { requireRoleFor, studioActionOf } from './routeActions';
import { studioPublishRoute } from './publishRoute';
import { studioScheduleRoutes } from './scheduleRoutes';
import { studioSessionRoutes } from './sessionRoutes';
import { studioTranslationRoutes } from './translationRoutes';
import { studioVersionRoutes } from './versionRoutes';
import { studioWebhookRoutes } from './webhookRoutes';
import { studioProvisioningRoutes } from './provisioningRoutes';

/**
 * The Operator Studio's API under /api/studio, for operator accounts (requireOperator) and, on
 * the routes of their scopes, the company's API keys (requireApiKey); at start, the first operator
 * from the environment.
 */
export const studioPlugin = fastifyPlugin(
  async (app) => {
    const { db, config } = app;
    app.decorateRequest('operator', null);
    app.decorateRequest('apiKey', null);
    app.addHook('onReady', async () => {
      await ensureFirstOperator(db, config.firstOperator);
    });
    const prefix = `${config.apiBase}/studio`;
    await app.register(
      async (studio) => {
        // Every Studio route but signing in (and its bot check) and accepting an invitation is
        // for operators whose role may do what it does, checked before the body is read.
        const open = new Set([
          `POST ${prefix}/session`,
          `GET ${prefix}/altcha/challenge`,
          `POST ${prefix}/invitations/inspect`,
          `POST ${prefix}/invitations/accept`,
        ]);
        // A HEAD request is its GET route's.
        const methodOf = (method: string) => (method === 'HEAD' ? 'GET' : method);
        studio.addHook('onRoute', (route) => {
          for (const method of [route.method].flat().map(methodOf)) {
            if (!open.has(`${method} ${route.url}`)) studioActionOf(prefix, method, route.url);
          }
        });
        // The route as the audit and the key scopes name it: "GET /funnel".
        const routeName = (method: string, url: string | undefined) =>
          url === undefined ? 'unknown' : `${method} ${url.slice(prefix.length)}`;
        studio.addHook('onRequest', async (request, reply) => {
          const method = methodOf(request.method);
          const url = request.routeOptions.url;
          if (open.has(`${method} ${url}`)) return;
          // An unknown path is answered 404 for any operator or key.
          const action = url === undefined ? undefined : studioActionOf(prefix, method, url);
          // A key of any shape (copied short, or with a character too many) is refused as a key.
          const credential = bearerCredential(request);
          if (credential !== undefined && looksLikeApiKey(credential)) {
            const route = action && { name: routeName(method, url), action };
            return requireApiKey(request, reply, credential, route);
          }
          await requireOperator(request);
          if (action) requireRoleFor(request, action);
        });
        // Each call with a key is counted, whatever its answer.
        studio.addHook('onResponse', async (request, reply) => {
          if (!request.apiKey) return;
          const route = routeName(methodOf(request.method), request.routeOptions.url);
          await recordApiKeyUse(db, {
            keyId: request.apiKey.id,
            route,
            status: reply.statusCode,
          }).catch((err: unknown) => request.log.warn({ err }, 'API key use not counted'));
        });
        await studio.register(studioSessionRoutes);
        await studio.register(studioVersionRoutes);
        await studio.register(studioPublishRoute);
        await studio.register(studioFunnelRoutes);
        await studio.register(studioExperimentRoutes);
        await studio.register(studioTranslationRoutes);
        await studio.register(studioPresenceRoutes);
        await studio.register(studioScheduleRoutes);
        await studio.register(studioAssetRoutes);
        await studio.register(studioOperatorRoutes);
        await studio.register(studioInvitationRoutes);
        await studio.register(studioApiKeyRoutes);
        await studio.register(studioLeadRoutes);
        await studio.register(studioWebhookRoutes);
        await studio.register(studioProvisioningRoutes);
      },
      { prefix },
    );
  },
  { name: 'onramp-studio', dependencies: [SERVICES_PLUGIN] },
);
