import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { setUserLanguage } from './repository';
import { requireTenantSession } from './tenantGuards';

/**
 * PUT /language: the language a signed-in member chose in the tenant app, kept on their user so
 * mails and their next visit follow it. Only a language the brand offers is taken.
 */
export const tenantLanguageRoutes: FastifyPluginAsync = async (app) => {
  const { brand, db } = app;
  app.put<{ Body: { language: string } }>(
    '/language',
    {
      preHandler: requireTenantSession,
      schema: {
        body: {
          type: 'object',
          required: ['language'],
          properties: { language: { type: 'string', enum: brand.languages } },
        },
      },
    },
    async (request) => {
      const { language } = request.body;
      await setUserLanguage(db, request.tenantAuth!.userId, language);
      return ok({ language });
    },
  );
};
