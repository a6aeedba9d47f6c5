/**
 * The outbound webhooks' events and their bodies: the one place the server builds them from, the
 * Studio lists them from and the OpenAPI document's `webhooks` section can be made from.
 * Every body is `{ type, timestamp, data }`, signed per Standard Webhooks (webhook-id,
 * webhook-timestamp, webhook-signature). No body ever carries a password or a token.
 */
export const WEBHOOK_EVENT_TYPES = [
  'account.created',
  'email.verified',
  'step.completed',
  'payment.succeeded',
  'tenant.ready',
  'tenant.failed',
  'onboarding.completed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent only by the Studio's "send a test event", to one endpoint, whatever it subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** The owner as every event names them. */
export interface WebhookUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  phoneNumber: string;
  subDomain: string;
  language: string | null;
}

export interface WebhookEventData {
  'account.created': { user: WebhookUser; answers: Record<string, unknown>; createdAt: string };
  'email.verified': { user: WebhookUser; verifiedAt: string };
  'step.completed': { user: WebhookUser; step: string; answers: Record<string, unknown> };
  'payment.succeeded': {
    user: WebhookUser;
    payment: {
      id: string;
      provider: string;
      planId: string;
      planType: string;
      amountCents: number;
      currency: string;
    };
  };
  'tenant.ready': {
    user: WebhookUser;
    tenant: { id: string; subdomain: string; url: string };
  };
  'tenant.failed': {
    user: WebhookUser;
    /** phase: the last phase that was built; Onramp retries the build, and tenant.ready follows if it succeeds. */
    tenant: { id: string; subdomain: string; phase: string };
  };
  'onboarding.completed': {
    user: WebhookUser;
    answers: Record<string, unknown>;
    plan: Record<string, unknown> | null;
    tenant: { id: string; url: string };
  };
}

export interface WebhookBody<T extends WebhookEventType = WebhookEventType> {
  type: T;
  /** When the event happened (ISO 8601); webhook-timestamp is when the attempt was sent. */
  timestamp: string;
  data: WebhookEventData[T];
}

const STRING = { type: 'string' } as const;
const ANSWERS = {
  type: 'object',
  description: "The answers as the steps' schemas declare them (never a password or token).",
  additionalProperties: true,
} as const;

const USER_SCHEMA = {
  type: 'object',
  required: [
    'id',
    'email',
    'firstName',
    'lastName',
    'company',
    'phoneNumber',
    'subDomain',
    'language',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    email: { type: 'string', format: 'email' },
    firstName: STRING,
    lastName: STRING,
    company: STRING,
    phoneNumber: { type: 'string', description: 'E.164' },
    subDomain: STRING,
    language: { type: ['string', 'null'] },
  },
} as const;

function objectOf(properties: Record<string, unknown>): Record<string, unknown> {
  return { type: 'object', required: Object.keys(properties), properties };
}

/** JSON Schema of each event's `data`, for documentation and the OpenAPI `webhooks` section. */
export const WEBHOOK_DATA_SCHEMAS: Record<WebhookEventType, Record<string, unknown>> = {
  'account.created': objectOf({
    user: USER_SCHEMA,
    answers: ANSWERS,
    createdAt: { type: 'string', format: 'date-time' },
  }),
  'email.verified': objectOf({
    user: USER_SCHEMA,
    verifiedAt: { type: 'string', format: 'date-time' },
  }),
  'step.completed': objectOf({ user: USER_SCHEMA, step: STRING, answers: ANSWERS }),
  'payment.succeeded': objectOf({
    user: USER_SCHEMA,
    payment: objectOf({
      id: { type: 'string', format: 'uuid' },
      provider: STRING,
      planId: STRING,
      planType: STRING,
      amountCents: { type: 'integer' },
      currency: STRING,
    }),
  }),
  'tenant.ready': objectOf({
    user: USER_SCHEMA,
    tenant: objectOf({ id: { type: 'string', format: 'uuid' }, subdomain: STRING, url: STRING }),
  }),
  'tenant.failed': objectOf({
    user: USER_SCHEMA,
    tenant: objectOf({ id: { type: 'string', format: 'uuid' }, subdomain: STRING, phase: STRING }),
  }),
  'onboarding.completed': objectOf({
    user: USER_SCHEMA,
    answers: ANSWERS,
    plan: { type: ['object', 'null'], additionalProperties: true },
    tenant: objectOf({ id: { type: 'string', format: 'uuid' }, url: STRING }),
  }),
};

/** The JSON Schema of a whole body of one event type. */
export function webhookBodySchema(type: WebhookEventType): Record<string, unknown> {
  return objectOf({
    type: { type: 'string', const: type },
    timestamp: { type: 'string', format: 'date-time' },
    data: WEBHOOK_DATA_SCHEMAS[type],
  });
}
