import type { FastifyInstance } from 'fastify';

/**
 * The response schemas every /api route shares: the contract's envelope (shared/contract/envelope)
 * around each route's own `data`, and the error envelope. Fastify serializes answers with them
 * (fast-json-stringify drops what a schema does not declare, so a dynamic shape says
 * `additionalProperties: true`) and @fastify/swagger publishes them as components.schemas.
 */

export const MESSAGE_SCHEMA_ID = 'Message';
export const ERROR_ENVELOPE_ID = 'ErrorEnvelope';

/** shared/contract/message.ts: a copy key and its parameters. */
const messageSchema = {
  $id: MESSAGE_SCHEMA_ID,
  type: 'object',
  description: 'A copy key and its parameters, translated where it is shown.',
  required: ['id'],
  properties: {
    id: { type: 'string' },
    params: {
      type: 'object',
      additionalProperties: {
        anyOf: [
          { type: ['string', 'number', 'boolean', 'null'] },
          { type: 'array', items: { type: 'string' } },
        ],
      },
    },
  },
  additionalProperties: false,
} as const;

/** An error's envelope: `data` is what the error code documents (field problems, a conflict). */
const errorEnvelopeSchema = {
  $id: ERROR_ENVELOPE_ID,
  type: 'object',
  description:
    'A refused or failed request: status_code names the error, msg says it in the brand’s default language, msg_ref is the message to translate.',
  required: ['err', 'status_code', 'msg', 'data'],
  properties: {
    err: { type: 'boolean', const: true },
    status_code: { type: 'string' },
    msg: { type: 'string' },
    msg_ref: { $ref: `${MESSAGE_SCHEMA_ID}#` },
    data: {},
  },
  additionalProperties: false,
} as const;

/** The schemas routes' answers refer to by $id. */
export const SHARED_SCHEMAS = [messageSchema, errorEnvelopeSchema];

/** Adds the shared schemas: before any route refers to them. */
export function registerApiSchemas(app: FastifyInstance): void {
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
}

export type JsonSchema = Record<string, unknown>;

/**
 * The success envelope with `data` described by `data`; `beside` declares what a route puts on
 * the envelope itself (a sign-in's token, an upload's metaData).
 */
export function envelopeOf(data: JsonSchema, beside: Record<string, JsonSchema> = {}): JsonSchema {
  return {
    type: 'object',
    required: ['err', 'status_code', 'msg', 'data'],
    properties: {
      err: { type: 'boolean' },
      status_code: { type: 'string' },
      msg: { type: 'string' },
      msg_ref: { $ref: `${MESSAGE_SCHEMA_ID}#` },
      data,
      ...beside,
    },
    additionalProperties: false,
  };
}

export const errorEnvelope = { $ref: `${ERROR_ENVELOPE_ID}#` } as const;

/** Every error status answers the error envelope. */
export const errors = { '4xx': errorEnvelope, '5xx': errorEnvelope } as const;

/** A route's `schema.response`: the envelope of `data` on 200, errors as envelopes. */
export function answers(
  data: JsonSchema,
  beside: Record<string, JsonSchema> = {},
): Record<string, JsonSchema> {
  return { 200: envelopeOf(data, beside), ...errors };
}

/** A route answering 200 JSON that is not an envelope (a bare ALTCHA challenge). */
export function answersBare(body: JsonSchema): Record<string, JsonSchema> {
  return { 200: body, ...errors };
}

/** A route answering a body that is not JSON (a CSV, a module): its content type and errors. */
export function answersContent(contentType: string, description: string) {
  return {
    200: { description, content: { [contentType]: { schema: { type: 'string' } } } },
    ...errors,
  };
}

/** Schema pieces used by many routes' `data`. */
export const NULL = { type: 'null' } as const;
export const STRING = { type: 'string' } as const;
export const NULLABLE_STRING = { type: ['string', 'null'] } as const;
export const BOOLEAN = { type: 'boolean' } as const;
export const INTEGER = { type: 'integer' } as const;
export const NUMBER = { type: 'number' } as const;
export const DATE_TIME = { type: 'string', format: 'date-time' } as const;

/** An object with exactly these properties, all required unless named in `optional`. */
export function objectOf(
  properties: Record<string, JsonSchema>,
  optional: readonly string[] = [],
): JsonSchema {
  return {
    type: 'object',
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    properties,
    additionalProperties: false,
  };
}

/** An object whose keys are data (a copy file, a config document): passed through whole. */
export function openObject(description: string, properties: Record<string, JsonSchema> = {}) {
  return { type: 'object', description, properties, additionalProperties: true };
}

export function arrayOf(items: JsonSchema): JsonSchema {
  return { type: 'array', items };
}
