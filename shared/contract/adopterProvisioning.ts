import { WEBHOOK_DATA_SCHEMAS, type WebhookUser } from './webhookEvents';

/**
 * Building an owner's workspace in the adopter's own product instead of Onramp's: the request
 * Onramp POSTs to the brand's provisioning endpoint, the answers it takes, and the callback the
 * adopter POSTs back. Both directions are signed per Standard Webhooks with the endpoint's secret.
 */
export const PROVISION_REQUEST_TYPE = 'tenant.provision';
export const PROVISIONED_CALLBACK = 'tenant.provisioned';
export const PROVISIONING_FAILED_CALLBACK = 'tenant.provisioning_failed';

/** Onramp's request: what the owner answered, and where to call back. */
export interface ProvisionRequestBody {
  type: typeof PROVISION_REQUEST_TYPE;
  timestamp: string;
  data: {
    tenant: { id: string; subdomain: string; name: string };
    user: WebhookUser;
    answers: Record<string, unknown>;
    plan: Record<string, unknown> | null;
    /** Where to POST the signed callback when the answer did not name the workspace's URL. */
    callbackUrl: string;
  };
}

/**
 * The adopter's callback: the workspace is built (the owner is sent to `url`), or it could not be
 * (Onramp retries the request, and its loader says so).
 */
export type ProvisioningCallbackBody =
  | { type: typeof PROVISIONED_CALLBACK; data: { tenantId: string; url: string } }
  | { type: typeof PROVISIONING_FAILED_CALLBACK; data: { tenantId: string; reason?: string } };

const UUID = { type: 'string', format: 'uuid' } as const;
const WORKSPACE_URL = {
  type: 'string',
  minLength: 1,
  maxLength: 2000,
  pattern: '^https?://',
  description: 'An absolute http(s) URL: where the owner is sent.',
} as const;

/** The callback's body, as the route checks it. */
export const PROVISIONING_CALLBACK_SCHEMA = {
  type: 'object',
  required: ['type', 'data'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: [PROVISIONED_CALLBACK, PROVISIONING_FAILED_CALLBACK] },
    timestamp: { type: 'string', maxLength: 40 },
    data: {
      type: 'object',
      required: ['tenantId'],
      additionalProperties: false,
      properties: {
        tenantId: UUID,
        url: WORKSPACE_URL,
        reason: { type: 'string', maxLength: 500 },
      },
    },
  },
  if: { properties: { type: { const: PROVISIONED_CALLBACK } } },
  then: { properties: { data: { type: 'object', required: ['tenantId', 'url'] } } },
} as const;

/** The request's body, for the OpenAPI document. */
export const PROVISION_REQUEST_SCHEMA = {
  type: 'object',
  required: ['type', 'timestamp', 'data'],
  properties: {
    type: { const: PROVISION_REQUEST_TYPE },
    timestamp: { type: 'string', format: 'date-time' },
    data: {
      type: 'object',
      required: ['tenant', 'user', 'answers', 'plan', 'callbackUrl'],
      properties: {
        tenant: {
          type: 'object',
          required: ['id', 'subdomain', 'name'],
          properties: { id: UUID, subdomain: { type: 'string' }, name: { type: 'string' } },
        },
        user: (WEBHOOK_DATA_SCHEMAS['account.created'].properties as Record<string, unknown>).user,
        answers: { type: 'object', additionalProperties: true },
        plan: { type: ['object', 'null'] },
        callbackUrl: { type: 'string' },
      },
    },
  },
} as const;

/** A synchronous answer that names the workspace: the owner is sent there at once. */
export const PROVISION_ANSWER_SCHEMA = {
  type: 'object',
  properties: { url: WORKSPACE_URL },
} as const;
