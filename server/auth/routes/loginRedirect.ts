import type { FastifyPluginAsync } from 'fastify';
import { message, type Message } from '../../http/envelope';
import { inspectOneTimeToken, spendOneTimeToken } from '../oneTimeTokens';
import { createSession } from '../sessions';
import type { AccountContext } from './context';
import { authReply } from './replies';
import { text } from './validation';

const INVALID_LINK_MESSAGE = message('errors.signInLinkInvalid');
const EXPIRED_LINK_MESSAGE = message('errors.signInLinkExpired');

/**
 * POST /api/central/loginRedirect: trades a single-use 'login_redirect' token (issued by another
 * part of the platform) for a session. Replies carry the spec's status '1' or '0'.
 */
export const loginRedirectRoute: FastifyPluginAsync<Pick<AccountContext, 'db' | 'config'>> = async (
  central,
  ctx,
) => {
  central.post<{ Body: { token: string } }>(
    '/loginRedirect',
    {
      schema: {
        body: { type: 'object', required: ['token'], properties: { token: text(200) } },
      },
    },
    async (request, reply) => {
      const refuse = (code: string, refusal: Message) => {
        const envelope = central.messages.fail(code, refusal);
        return reply.status(400).send({ ...envelope, status: '0', message: envelope.msg });
      };
      const found = await inspectOneTimeToken(ctx.db, 'login_redirect', request.body.token);
      if (found.state === 'unknown' || (found.state === 'valid' && !found.userId)) {
        return refuse('TOKEN_NOT_VALID', INVALID_LINK_MESSAGE);
      }
      if (found.state !== 'valid' || !found.userId) {
        return refuse('TOKEN_NOT_VERIFIED', EXPIRED_LINK_MESSAGE);
      }
      const userId = found.userId;
      const session = await ctx.db.transaction().execute(async (trx) => {
        if (!(await spendOneTimeToken(trx, found.tokenId))) return undefined;
        return createSession(trx, userId, ctx.config.sessionTtlSeconds);
      });
      if (!session) return refuse('TOKEN_NOT_VERIFIED', EXPIRED_LINK_MESSAGE);
      return {
        ...authReply(session, ctx.config.authHeaderName, { actionType: 'login' }),
        status: '1',
      };
    },
  );
};
