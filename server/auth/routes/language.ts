import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { languageChoiceSchema } from '../../users/language';
import { currentAuth, requireUser } from '../authenticate';
import type { AccountContext } from './context';
import { USER_STATUS } from '../../cache/channels';

/** POST /user/language: the signed-in user's choice in the language switcher. */
export const languageRoute: FastifyPluginAsync<AccountContext> = async (api, ctx) => {
  api.post<{ Body: { language: string } }>(
    '/user/language',
    { schema: { body: languageChoiceSchema(ctx.brand.languages) }, preHandler: requireUser },
    async (request) => {
      const { user } = currentAuth(request);
      await ctx.users.saveLanguage(user.id, request.body.language);
      // The loader's next poll words the workspace build in the new language.
      api.pollCaches.forget(USER_STATUS, user.id);
      return ok({ language: request.body.language });
    },
  );
};
