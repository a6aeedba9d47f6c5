import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { languageChoiceSchema } from '../users/language';
import { requireTenantSession } from './tenantGuards';

/**
 * PUT /language: the language a signed-in member chose in the tenant app, kept on their user so
 * mails and their next visit follow it. Only a language the brand offers is taken.
 */
export const tenantLanguageRoutes: FastifyPluginAsync = async (app) => {
  const { brand, repositories } = app;
  app.put<{ Body: { language: string } }>(
    '/language',
    {
      preHandler: requireTenantSession,
      schema: { body: languageChoiceSchema(brand.languages) },
    },
    async (request) => {
      const { language } = request.body;
      await repositories.users.saveLanguage(request.tenantAuth!.userId, language);
      return ok({ language });
    },
  );
};
