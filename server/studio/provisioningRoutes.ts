import type { FastifyPluginAsync } from 'fastify';
import { answers, DATE_TIME, NULLABLE_STRING, STRING } from '../http/apiSchemas';
import { ApiError, message, ok } from '../http/envelope';
import { adopterSettingsOf } from '../tenants/adopter/handOver';
import {
  deleteProvisioningEndpoint,
  findProvisioningEndpoint,
  rotateProvisioningSecret,
  saveProvisioningEndpoint,
  type ProvisioningEndpointRow,
} from '../tenants/adopter/provisioningEndpointsRepository';
import { checkedEndpointUrl, MAX_ENDPOINT_URL_LENGTH } from '../webhooks/endpointUrl';
import { newWebhookSecret } from '../webhooks/signing';
import { recordRequestAudit } from './operators';

const NULLABLE_DATE = { type: ['string', 'null'], format: 'date-time' } as const;
const SETTING_SCHEMA = {
  type: 'object',
  required: ['endpoint', 'callbackUrl'],
  properties: {
    endpoint: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['url', 'previousSecretExpiresAt', 'updatedAt'],
          properties: { url: STRING, previousSecretExpiresAt: NULLABLE_DATE, updatedAt: DATE_TIME },
        },
      ],
    },
    callbackUrl: STRING,
  },
} as const;
const WITH_SECRET = {
  ...SETTING_SCHEMA,
  required: [...SETTING_SCHEMA.required, 'secret'],
  properties: { ...SETTING_SCHEMA.properties, secret: NULLABLE_STRING },
} as const;

function endpointView(row: ProvisioningEndpointRow | undefined) {
  if (!row) return null;
  const overlap = row.previous_secret_expires_at;
  return {
    url: row.url,
    previousSecretExpiresAt:
      overlap && overlap.getTime() > Date.now() ? overlap.toISOString() : null,
    updatedAt: row.updated_at.toISOString(),
  };
}

const notConfigured = () =>
  new ApiError(404, 'provisioning_not_configured', message('errors.provisioningNotConfigured'));

/**
 * Where the brand's workspaces are built (routeActions: manageProvisioning): GET /provisioning
 * (Onramp's own when `endpoint` is null; never a secret), PUT to point building at the
 * adopter's endpoint (a new one's signing secret answered once), a secret rotation (the old one
 * still signing and verifying for the overlap), DELETE to build in Onramp again. Audited.
 */
export const studioProvisioningRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  const brand = app.brand.id;
  const { callbackUrl } = adopterSettingsOf(config);

  app.get('/provisioning', { schema: { response: answers(SETTING_SCHEMA) } }, async () =>
    ok({ endpoint: endpointView(await findProvisioningEndpoint(db, brand)), callbackUrl }),
  );

  app.put<{ Body: { url: string } }>(
    '/provisioning',
    {
      schema: {
        body: {
          type: 'object',
          required: ['url'],
          additionalProperties: false,
          properties: {
            url: { type: 'string', minLength: 1, maxLength: MAX_ENDPOINT_URL_LENGTH },
          },
        },
        response: answers(WITH_SECRET),
      },
    },
    async (request) => {
      const url = await checkedEndpointUrl(request.body.url, config.fetchAllowLoopback);
      const secret = newWebhookSecret();
      const { row, created } = await saveProvisioningEndpoint(db, {
        brand,
        url,
        secret: config.secrets.seal(secret),
        updatedBy: request.operator?.operatorId ?? null,
      });
      await recordRequestAudit(request, 'provisioning.saved', { url, created });
      return ok({ endpoint: endpointView(row), callbackUrl, secret: created ? secret : null });
    },
  );

  app.post(
    '/provisioning/rotate-secret',
    { schema: { response: answers(WITH_SECRET) } },
    async (request) => {
      const secret = newWebhookSecret();
      const overlapEnds = new Date(Date.now() + config.webhooks.secretOverlapSeconds * 1000);
      const row = await rotateProvisioningSecret(
        db,
        brand,
        config.secrets.seal(secret),
        overlapEnds,
      );
      if (!row) throw notConfigured();
      await recordRequestAudit(request, 'provisioning.secretRotated', {});
      return ok({ endpoint: endpointView(row), callbackUrl, secret });
    },
  );

  app.delete(
    '/provisioning',
    { schema: { response: answers(SETTING_SCHEMA) } },
    async (request) => {
      if (!(await deleteProvisioningEndpoint(db, brand))) throw notConfigured();
      await recordRequestAudit(request, 'provisioning.removed', {});
      return ok({ endpoint: null, callbackUrl });
    },
  );
};
