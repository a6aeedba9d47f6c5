import type { FastifyPluginAsync } from 'fastify';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from '../../shared/contract/webhookEvents';
import { ApiError, message, ok } from '../http/envelope';
import { answers } from '../http/apiSchemas';
import { checkedEndpointUrl, MAX_ENDPOINT_URL_LENGTH } from '../webhooks/endpointUrl';
import { queueDelivery } from '../webhooks/emitWebhookEvent';
import { newMessageId, newWebhookSecret } from '../webhooks/signing';
import {
  deleteEndpoint,
  endpointView,
  findDelivery,
  findEndpoint,
  insertDeliveries,
  insertEndpoint,
  listEndpoints,
  recentDeliveries,
  rotateSecret,
  updateEndpoint,
  type DeliveryRow,
} from '../webhooks/webhooksRepository';
import { recordRequestAudit } from './operators';

const UUID = {
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
} as const;
const ENDPOINT_PARAMS = {
  type: 'object',
  required: ['endpointId'],
  properties: { endpointId: UUID },
} as const;
const URL_FIELD = { type: 'string', minLength: 1, maxLength: MAX_ENDPOINT_URL_LENGTH } as const;
const DESCRIPTION = { type: 'string', maxLength: 500 } as const;
const EVENTS = {
  type: 'array',
  minItems: 1,
  maxItems: WEBHOOK_EVENT_TYPES.length,
  uniqueItems: true,
  items: { type: 'string', enum: WEBHOOK_EVENT_TYPES },
} as const;
const DELIVERIES_SHOWN = 50;

const DATE = { type: 'string', format: 'date-time' } as const;
const NULLABLE_DATE = { type: ['string', 'null'], format: 'date-time' } as const;
const ENDPOINT_SCHEMA = {
  type: 'object',
  required: [
    'id',
    'url',
    'description',
    'events',
    'enabled',
    'previousSecretExpiresAt',
    'createdAt',
  ],
  properties: {
    id: { type: 'string' },
    url: { type: 'string' },
    description: { type: 'string' },
    events: { type: 'array', items: { type: 'string' } },
    enabled: { type: 'boolean' },
    previousSecretExpiresAt: NULLABLE_DATE,
    createdAt: DATE,
  },
} as const;
const DELIVERY_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    messageId: { type: 'string' },
    eventType: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'succeeded', 'failed'] },
    attempts: { type: 'integer' },
    lastStatusCode: { type: ['integer', 'null'] },
    lastError: { type: ['string', 'null'] },
    lastDurationMs: { type: ['integer', 'null'] },
    createdAt: DATE,
    lastAttemptAt: NULLABLE_DATE,
    nextAttemptAt: NULLABLE_DATE,
    finishedAt: NULLABLE_DATE,
  },
} as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function deliveryView(row: DeliveryRow) {
  return {
    id: row.id,
    messageId: row.message_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    lastDurationMs: row.last_duration_ms,
    createdAt: row.created_at.toISOString(),
    lastAttemptAt: iso(row.last_attempt_at),
    nextAttemptAt: iso(row.next_attempt_at),
    finishedAt: iso(row.finished_at),
  };
}

const endpointNotFound = () =>
  new ApiError(404, 'webhook_endpoint_not_found', message('errors.webhookEndpointNotFound'));

/**
 * The brand's outbound webhooks (routeActions: manageWebhooks): endpoints listed, added (the
 * signing secret answered once), changed, removed; a test event; an endpoint's deliveries, a
 * replay (same webhook-id and body) and a secret rotation (the new secret answered once, the old
 * one signing beside it for the overlap). Every change is audited.
 */
export const studioWebhookRoutes: FastifyPluginAsync = async (app) => {
  const { db, jobs, config } = app;
  const brand = app.brand.id;
  const allowLoopback = config.fetchAllowLoopback;

  const endpointOr404 = async (id: string) => {
    const endpoint = await findEndpoint(db, brand, id);
    if (!endpoint) throw endpointNotFound();
    return endpoint;
  };

  /** Queues one new delivery of `payload` to the endpoint, in one transaction with its row. */
  const deliverOnce = async (
    endpointId: string,
    messageId: string,
    type: string,
    payload: object,
  ) =>
    db.transaction().execute(async (trx) => {
      const [id] = await insertDeliveries(trx, [
        { endpointId, messageId, eventType: type, payload },
      ]);
      await queueDelivery(trx, jobs, id!);
      return id!;
    });

  app.get(
    '/webhooks',
    {
      schema: {
        response: answers({
          type: 'object',
          properties: {
            endpoints: { type: 'array', items: ENDPOINT_SCHEMA },
            eventTypes: { type: 'array', items: { type: 'string' } },
          },
        }),
      },
    },
    async () =>
      ok({
        endpoints: (await listEndpoints(db, brand)).map(endpointView),
        eventTypes: WEBHOOK_EVENT_TYPES,
      }),
  );

  app.post<{ Body: { url: string; description?: string; events: string[] } }>(
    '/webhooks',
    {
      schema: {
        body: {
          type: 'object',
          required: ['url', 'events'],
          additionalProperties: false,
          properties: { url: URL_FIELD, description: DESCRIPTION, events: EVENTS },
        },
        response: answers({
          type: 'object',
          properties: { endpoint: ENDPOINT_SCHEMA, secret: { type: 'string' } },
        }),
      },
    },
    async (request) => {
      const url = await checkedEndpointUrl(request.body.url, allowLoopback);
      const secret = newWebhookSecret();
      const operatorId = request.operator?.operatorId ?? null;
      const row = await insertEndpoint(db, {
        brand,
        url,
        description: request.body.description?.trim() ?? '',
        events: request.body.events,
        secret: config.secrets.seal(secret),
        createdBy: operatorId,
      });
      await recordRequestAudit(request, 'webhook.created', { endpointId: row.id, url });
      return ok({ endpoint: endpointView(row), secret });
    },
  );

  app.patch<{
    Params: { endpointId: string };
    Body: { url?: string; description?: string; events?: string[]; enabled?: boolean };
  }>(
    '/webhooks/:endpointId',
    {
      schema: {
        params: ENDPOINT_PARAMS,
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            url: URL_FIELD,
            description: DESCRIPTION,
            events: EVENTS,
            enabled: { type: 'boolean' },
          },
        },
        response: answers({ type: 'object', properties: { endpoint: ENDPOINT_SCHEMA } }),
      },
    },
    async (request) => {
      const { url, description, events, enabled } = request.body;
      const change = {
        ...(url !== undefined ? { url: await checkedEndpointUrl(url, allowLoopback) } : {}),
        ...(description !== undefined ? { description: description.trim() } : {}),
        ...(events !== undefined ? { events } : {}),
        ...(enabled !== undefined ? { enabled } : {}),
      };
      const row = await updateEndpoint(db, brand, request.params.endpointId, change);
      if (!row) throw endpointNotFound();
      await recordRequestAudit(request, 'webhook.changed', {
        endpointId: row.id,
        ...change,
      });
      return ok({ endpoint: endpointView(row) });
    },
  );

  app.delete<{ Params: { endpointId: string } }>(
    '/webhooks/:endpointId',
    { schema: { params: ENDPOINT_PARAMS, response: answers({ type: 'null' }) } },
    async (request) => {
      const { endpointId } = request.params;
      if (!(await deleteEndpoint(db, brand, endpointId))) throw endpointNotFound();
      await recordRequestAudit(request, 'webhook.removed', { endpointId });
      return ok(null);
    },
  );

  app.post<{ Params: { endpointId: string } }>(
    '/webhooks/:endpointId/test',
    {
      schema: {
        params: ENDPOINT_PARAMS,
        response: answers({ type: 'object', properties: { deliveryId: { type: 'string' } } }),
      },
    },
    async (request) => {
      const endpoint = await endpointOr404(request.params.endpointId);
      const body = {
        type: WEBHOOK_TEST_EVENT,
        timestamp: new Date().toISOString(),
        data: { endpointId: endpoint.id, message: 'A test event from the Onramp Studio.' },
      };
      const deliveryId = await deliverOnce(endpoint.id, newMessageId(), WEBHOOK_TEST_EVENT, body);
      return ok({ deliveryId });
    },
  );

  app.get<{ Params: { endpointId: string } }>(
    '/webhooks/:endpointId/deliveries',
    {
      schema: {
        params: ENDPOINT_PARAMS,
        response: answers({
          type: 'object',
          properties: { deliveries: { type: 'array', items: DELIVERY_SCHEMA } },
        }),
      },
    },
    async (request) => {
      const endpoint = await endpointOr404(request.params.endpointId);
      const rows = await recentDeliveries(db, endpoint.id, DELIVERIES_SHOWN);
      return ok({ deliveries: rows.map(deliveryView) });
    },
  );

  app.post<{ Params: { endpointId: string; deliveryId: string } }>(
    '/webhooks/:endpointId/deliveries/:deliveryId/replay',
    {
      schema: {
        params: {
          type: 'object',
          required: ['endpointId', 'deliveryId'],
          properties: { endpointId: UUID, deliveryId: UUID },
        },
        response: answers({ type: 'object', properties: { deliveryId: { type: 'string' } } }),
      },
    },
    async (request) => {
      const endpoint = await endpointOr404(request.params.endpointId);
      const original = await findDelivery(db, endpoint.id, request.params.deliveryId);
      if (!original) {
        throw new ApiError(
          404,
          'webhook_delivery_not_found',
          message('errors.webhookDeliveryNotFound'),
        );
      }
      // The same webhook-id and body: a receiver that handled it already can tell.
      const deliveryId = await deliverOnce(
        endpoint.id,
        original.message_id,
        original.event_type,
        original.payload,
      );
      await recordRequestAudit(request, 'webhook.replayed', {
        endpointId: endpoint.id,
        deliveryId: original.id,
      });
      return ok({ deliveryId });
    },
  );

  app.post<{ Params: { endpointId: string } }>(
    '/webhooks/:endpointId/rotate-secret',
    {
      schema: {
        params: ENDPOINT_PARAMS,
        response: answers({
          type: 'object',
          properties: { endpoint: ENDPOINT_SCHEMA, secret: { type: 'string' } },
        }),
      },
    },
    async (request) => {
      const secret = newWebhookSecret();
      const overlapEnds = new Date(Date.now() + config.webhooks.secretOverlapSeconds * 1000);
      const row = await rotateSecret(
        db,
        brand,
        request.params.endpointId,
        config.secrets.seal(secret),
        overlapEnds,
      );
      if (!row) throw endpointNotFound();
      await recordRequestAudit(request, 'webhook.secretRotated', {
        endpointId: row.id,
      });
      return ok({ endpoint: endpointView(row), secret });
    },
  );
};
