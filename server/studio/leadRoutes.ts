import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { envelopeOf } from '../http/apiSchemas';
import { leadCursor, leadOf, leadPositionOf, sinceOf } from './leads';

interface LeadsQuery {
  cursor?: string;
  updatedSince?: string;
  limit?: string;
}

const DEFAULT_LIMIT = 50;
const TEXT = { type: 'string' } as const;

const LEAD = {
  type: 'object',
  required: ['id', 'email', 'subdomain', 'tenantId', 'status', 'step', 'language'],
  properties: {
    id: TEXT,
    email: TEXT,
    subdomain: TEXT,
    tenantId: { type: ['string', 'null'] },
    status: {
      type: 'string',
      enum: ['signed_up', 'verified', 'paid', 'building', 'failed', 'ready'],
    },
    step: TEXT,
    language: { type: ['string', 'null'] },
    createdAt: TEXT,
    updatedAt: TEXT,
    answers: {
      type: 'object',
      properties: {
        firstName: TEXT,
        lastName: TEXT,
        company: TEXT,
        phoneNumber: TEXT,
        expectations: TEXT,
        problems: TEXT,
        // As the steps stored them: any shape.
        onboarding: { type: 'object', additionalProperties: true },
      },
    },
  },
} as const;

/**
 * GET /leads (routeActions: read; API key scope leads:read): the brand's owners who signed up, oldest
 * change first, `limit` at a time, each page's `nextCursor` leading to the next (null on the
 * last); `updatedSince` keeps those changed since then, so a backend can sync what changed.
 */
export const studioLeadRoutes: FastifyPluginAsync = async (app) => {
  const users = app.repositories.users;

  app.get<{ Querystring: LeadsQuery }>(
    '/leads',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            cursor: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' },
            updatedSince: {
              type: 'string',
              maxLength: 40,
              pattern:
                '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$',
            },
            // Query strings are not coerced here: 1 to 200, written as digits.
            limit: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|1[0-9]{2}|200)$' },
          },
        },
        response: {
          200: envelopeOf({
            type: 'object',
            required: ['leads', 'nextCursor'],
            properties: {
              leads: { type: 'array', items: LEAD },
              nextCursor: { type: ['string', 'null'] },
            },
          }),
        },
      },
    },
    async (request) => {
      const { cursor, updatedSince } = request.query;
      const limit = request.query.limit === undefined ? DEFAULT_LIMIT : Number(request.query.limit);
      const rows = await users.leadsPage({
        brand: app.brand.id,
        since: updatedSince === undefined ? undefined : sinceOf(updatedSince),
        after: cursor === undefined ? undefined : leadPositionOf(cursor),
        limit,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const more = rows.length > limit && last;
      return ok({
        leads: page.map(leadOf),
        nextCursor: more ? leadCursor({ micros: last.updated_micros, id: last.id }) : null,
      });
    },
  );
};
