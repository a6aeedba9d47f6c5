import type { FastifyPluginAsync } from 'fastify';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../shared/contract/apiKeyScopes';
import type { CreatedApiKey } from '../../shared/contract/studio';
import { ApiError, message, ok } from '../http/envelope';
import {
  answers,
  arrayOf,
  DATE_TIME,
  envelopeOf,
  INTEGER,
  NULLABLE_STRING,
  objectOf,
  STRING,
} from '../http/apiSchemas';
import { apiKeyUsage, createApiKey, listApiKeys, revokeApiKey } from './apiKeys';
import { recordAudit } from './operators';

const UUID = {
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
} as const;
const NULLABLE_TEXT = { type: ['string', 'null'] } as const;
const KEY_PARAMS = { type: 'object', required: ['keyId'], properties: { keyId: UUID } } as const;
/** How many hours of a key's use its usage answers: the current one and those before it. */
const USAGE_HOURS = 24;

const LISTED_KEY = {
  type: 'object',
  required: [
    'id',
    'name',
    'prefix',
    'scopes',
    'createdBy',
    'createdAt',
    'lastUsedAt',
    'revokedAt',
    'revokedBy',
  ],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    prefix: { type: 'string' },
    scopes: { type: 'array', items: { type: 'string', enum: API_KEY_SCOPES } },
    createdBy: NULLABLE_TEXT,
    createdAt: { type: 'string', format: 'date-time' },
    lastUsedAt: NULLABLE_TEXT,
    revokedAt: NULLABLE_TEXT,
    revokedBy: NULLABLE_TEXT,
  },
} as const;

interface NewKeyBody {
  name: string;
  scopes: ApiKeyScope[];
}

/**
 * The admins' API keys of the brand (routeActions: manageApiKeys): GET /api-keys (never a secret),
 * POST /api-keys (the secret is in that answer only), DELETE /api-keys/:keyId (revoked at once:
 * the guard reads the key on every request) and GET /api-keys/:keyId/usage (its last use and its
 * calls of the last USAGE_HOURS hours). Creating and revoking are audited.
 */
export const studioApiKeyRoutes: FastifyPluginAsync = async (app) => {
  const { db, brand } = app;

  app.get(
    '/api-keys',
    {
      schema: {
        response: {
          200: envelopeOf({
            type: 'object',
            required: ['keys'],
            properties: { keys: { type: 'array', items: LISTED_KEY } },
          }),
        },
      },
    },
    async () => ok({ keys: await listApiKeys(db, brand.id) }),
  );

  app.post<{ Body: NewKeyBody }>(
    '/api-keys',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'scopes'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
            scopes: {
              type: 'array',
              minItems: 1,
              maxItems: API_KEY_SCOPES.length,
              uniqueItems: true,
              items: { type: 'string', enum: API_KEY_SCOPES },
            },
          },
        },
        response: {
          200: envelopeOf({
            type: 'object',
            required: ['key', 'secret'],
            properties: { key: LISTED_KEY, secret: { type: 'string' } },
          }),
        },
      },
    },
    async (request) => {
      const operator = request.operator!;
      const name = request.body.name.trim();
      const scopes = API_KEY_SCOPES.filter((scope) => request.body.scopes.includes(scope));
      const created = await createApiKey(db, {
        brand: brand.id,
        name,
        scopes,
        createdBy: operator.operatorId,
      });
      await recordAudit(db, operator.operatorId, 'apiKey.created', {
        keyId: created.id,
        name,
        scopes,
      });
      const key = (await listApiKeys(db, brand.id)).find((listed) => listed.id === created.id)!;
      const answer: CreatedApiKey = { key, secret: created.key };
      return ok(answer);
    },
  );

  app.delete<{ Params: { keyId: string } }>(
    '/api-keys/:keyId',
    {
      schema: {
        params: KEY_PARAMS,
        response: { 200: envelopeOf({ type: 'null' }) },
      },
    },
    async (request) => {
      const operator = request.operator!;
      const { keyId } = request.params;
      if (!(await revokeApiKey(db, brand.id, keyId, operator.operatorId))) {
        throw new ApiError(404, 'api_key_not_found', message('errors.apiKeyNotFound'));
      }
      await recordAudit(db, operator.operatorId, 'apiKey.revoked', { keyId });
      return ok(null);
    },
  );

  app.get<{ Params: { keyId: string } }>(
    '/api-keys/:keyId/usage',
    {
      schema: {
        params: KEY_PARAMS,
        response: answers(
          objectOf({
            lastUsedAt: NULLABLE_STRING,
            since: DATE_TIME,
            hours: arrayOf(
              objectOf({ hour: DATE_TIME, route: STRING, status: INTEGER, count: INTEGER }),
            ),
          }),
        ),
      },
    },
    async (request) => {
      const usage = await apiKeyUsage(db, brand.id, request.params.keyId, USAGE_HOURS);
      if (!usage) throw new ApiError(404, 'api_key_not_found', message('errors.apiKeyUnknown'));
      return ok(usage);
    },
  );
};
