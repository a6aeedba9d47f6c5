import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Webhook } from 'standardwebhooks';
import {
  PROVISIONED_CALLBACK,
  PROVISIONING_CALLBACK_SCHEMA,
  type ProvisioningCallbackBody,
} from '../../../shared/contract/adopterProvisioning';
import { USER_STATUS } from '../../cache/channels';
import { answers } from '../../http/apiSchemas';
import { ApiError, message, ok } from '../../http/envelope';
import { signingSecrets } from '../../webhooks/signing';
import { PROVISION_TENANT_JOB } from '../provisionJobName';
import { recordFailure } from '../provisioning';
import { recordCallbackReceipt } from './callbackReceiptsRepository';
import { recordBuiltElsewhere } from './handOver';
import { findProvisioningEndpoint } from './provisioningEndpointsRepository';
import { workspaceUrlOf } from './workspaceUrl';

const MAX_CALLBACK_BYTES = 64 * 1024;
const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;
/**
 * The longest webhook-id taken: far beyond any message id (Standard Webhooks sets none), and short
 * enough for the receipts' unique index, which refuses a long one as a database error.
 */
const MAX_WEBHOOK_ID_LENGTH = 256;
/** Standard Webhooks' tolerance, which the library's verify applies too. */
const TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

const signatureInvalid = () =>
  new ApiError(401, 'invalid_signature', message('errors.webhookSignatureInvalid'));

/**
 * POST /provisioning/callback: the adopter's product says the owner's workspace is built (and
 * where) or that building it failed. Signed per Standard Webhooks with the brand's provisioning
 * secret (or the previous one during a rotation's overlap), checked on the exact bytes sent and
 * within five minutes of its timestamp. Built: the tenant is ready and the owner's loader sends
 * them to the URL. Failed: the run is recorded failed (the loader says it is retried) and the
 * request is sent again after a wait. A callback with a webhook-id the tenant has had already (a
 * retry, or a capture replayed) is answered with the tenant's state and not acted on again.
 */
export const provisioningCallbackRoute: FastifyPluginAsync = async (app) => {
  const { db, repositories, brand, configs, jobs, config } = app;
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body.toString());
    return parseJson(request, body.toString(), done);
  });

  // The signature is checked before the body is: an unsigned caller learns nothing of the schema.
  app.addHook('preValidation', async (request) => {
    const endpoint = await findProvisioningEndpoint(db, brand.id);
    if (!endpoint) {
      throw new ApiError(
        404,
        'provisioning_not_configured',
        message('errors.provisioningNotConfigured'),
      );
    }
    const raw = rawBodies.get(request);
    // A body of another type (text/plain, which Fastify reads too) is not the signed JSON.
    if (raw === undefined && request.body !== undefined) {
      throw new ApiError(415, 'unsupported_media_type', message('errors.unsupportedMediaType'));
    }
    const headers = Object.fromEntries(
      SIGNATURE_HEADERS.map((name) => [name, String(request.headers[name] ?? '')]),
    );
    if (raw === undefined || SIGNATURE_HEADERS.some((name) => headers[name] === '')) {
      throw new ApiError(401, 'invalid_signature', message('errors.webhookNotSigned'));
    }
    // Said apart from a bad signature, so a sender with a wrong clock learns what to fix.
    const sentAt = Number(headers['webhook-timestamp']);
    if (
      Number.isSafeInteger(sentAt) &&
      Math.abs(Date.now() / 1000 - sentAt) > TIMESTAMP_TOLERANCE_SECONDS
    ) {
      throw new ApiError(401, 'invalid_signature', message('errors.webhookTimestampOutOfRange'));
    }
    const verified = signingSecrets(endpoint, config.secrets).some((secret) => {
      try {
        new Webhook(secret).verify(raw, headers);
        return true;
      } catch {
        return false;
      }
    });
    if (!verified) throw signatureInvalid();
    if (headers['webhook-id']!.length > MAX_WEBHOOK_ID_LENGTH) {
      throw new ApiError(
        400,
        'bad_request',
        message('errors.webhookIdTooLong', { limit: MAX_WEBHOOK_ID_LENGTH }),
      );
    }
  });

  app.post<{ Body: ProvisioningCallbackBody }>(
    '/provisioning/callback',
    {
      // The route's limit (not the parser's), so that a 413 names it whatever the content type.
      bodyLimit: MAX_CALLBACK_BYTES,
      schema: {
        body: PROVISIONING_CALLBACK_SCHEMA,
        response: answers({
          type: 'object',
          required: ['tenantId', 'status'],
          properties: {
            tenantId: { type: 'string' },
            status: { type: 'string', enum: ['ready', 'retrying'] },
          },
        }),
      },
    },
    async (request) => {
      const { type, data } = request.body;
      const url = type === PROVISIONED_CALLBACK ? workspaceUrlOf(data.url) : null;
      if (type === PROVISIONED_CALLBACK && !url) {
        throw new ApiError(400, 'validation_failed', message('errors.webhookUrlInvalid'));
      }
      const outcome = await db.transaction().execute(async (trx) => {
        const tenant = await repositories.tenants.lockAdopterBuiltTenant(
          data.tenantId,
          brand.id,
          trx,
        );
        if (!tenant) {
          throw new ApiError(404, 'tenant_not_found', message('errors.provisioningTenantNotFound'));
        }
        const ready = tenant.provisioning === 'ready';
        const webhookId = String(request.headers['webhook-id']);
        if (!(await recordCallbackReceipt(trx, tenant.id, webhookId))) {
          return { userId: tenant.owner_user_id, built: ready, actedOn: false };
        }
        if (ready) {
          if (url && tenant.external_url === url)
            return { userId: tenant.owner_user_id, built: true, actedOn: false };
          throw new ApiError(
            409,
            'tenant_already_ready',
            message(url ? 'errors.provisioningTenantReady' : 'errors.provisioningFailedWhenReady'),
          );
        }
        if (!url) return { userId: tenant.owner_user_id, built: false, actedOn: true };
        const user = await repositories.users.findById(tenant.owner_user_id, trx);
        if (!user)
          throw new ApiError(404, 'tenant_not_found', message('errors.provisioningTenantNotFound'));
        await recordBuiltElsewhere(
          { ...repositories, brand, configs, jobs },
          trx,
          user,
          tenant,
          url,
        );
        return { userId: user.id, built: true, actedOn: true };
      });
      if (!outcome.built && outcome.actedOn) {
        const deps = { db, ...repositories, brand, jobs };
        await recordFailure(deps, outcome.userId, data.tenantId);
        await jobs.send(
          PROVISION_TENANT_JOB,
          { userId: outcome.userId },
          {
            singletonKey: outcome.userId,
            startAfter: config.provisioning.retryAfterFailureSeconds,
          },
        );
        request.log.warn(
          {
            tenantId: data.tenantId,
            reason: type === PROVISIONED_CALLBACK ? undefined : data.reason,
          },
          'the adopter could not build a workspace: its request is sent again',
        );
      }
      // The owner's loader asks next, perhaps before the database's announcement is heard.
      app.pollCaches.forget(USER_STATUS, outcome.userId);
      return ok({ tenantId: data.tenantId, status: outcome.built ? 'ready' : 'retrying' });
    },
  );
};
