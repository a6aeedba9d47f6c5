import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ApiError, invalidFields, message, ok } from '../http/envelope';
import { hashPassword, meetsPasswordRule, PASSWORD_RULE_MESSAGE } from '../security/passwords';
import { createRateLimiterFactory } from '../security/rateLimits';
import { isTokenShaped } from '../security/tokens';
import { acceptInvitation, inspectInvitation, type InvitationState } from './invitations';
import { recordAudit, startOperatorSession } from './operators';

const TOKEN_BODY = {
  token: { type: 'string', minLength: 1, maxLength: 200 },
} as const;

/** 404 for a token that names no invitation, 410 for one expired, used or revoked. */
async function validInvitation(
  db: Kysely<DB>,
  token: string,
): Promise<Extract<InvitationState, { state: 'valid' }>> {
  const found = isTokenShaped(token)
    ? await inspectInvitation(db, token)
    : { state: 'unknown' as const };
  switch (found.state) {
    case 'valid':
      return found;
    case 'unknown':
      throw new ApiError(404, 'invitation_not_found', message('errors.invitationNotFound'));
    case 'expired':
      throw new ApiError(410, 'invitation_expired', message('errors.invitationExpired'));
    case 'used':
      throw new ApiError(410, 'invitation_used', message('errors.invitationUsed'));
    case 'revoked':
      throw new ApiError(410, 'invitation_revoked', message('errors.invitationRevoked'));
  }
}

/**
 * The invitee's side, open to anyone with the link (rate-limited per address like signing in):
 * POST /invitations/inspect says whose invitation and which role; POST /invitations/accept sets the
 * password (the operators' rule, argon2id), spends the token and signs the new operator in.
 */
export const studioInvitationRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  const perAddress = (await createRateLimiterFactory(app, config.rateLimit))(
    'studio-invitation',
    () => undefined,
  ).byAddress;

  app.post<{ Body: { token: string } }>(
    '/invitations/inspect',
    {
      schema: {
        body: {
          type: 'object',
          required: ['token'],
          additionalProperties: false,
          properties: TOKEN_BODY,
        },
      },
      preValidation: perAddress,
    },
    async (request) => {
      const { email, role } = await validInvitation(db, request.body.token);
      return ok({ email, role });
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/invitations/accept',
    {
      schema: {
        body: {
          type: 'object',
          required: ['token', 'password'],
          additionalProperties: false,
          properties: { ...TOKEN_BODY, password: { type: 'string', minLength: 1, maxLength: 256 } },
        },
      },
      preValidation: perAddress,
    },
    async (request) => {
      const { token, password } = request.body;
      await validInvitation(db, token);
      // Checked before anything is written: a weak password leaves the link usable.
      if (!meetsPasswordRule(password)) {
        throw invalidFields([{ path: '/password', message: PASSWORD_RULE_MESSAGE }]);
      }
      const accepted = await acceptInvitation(db, token, await hashPassword(password));
      if (accepted === 'exists') {
        throw new ApiError(409, 'operator_exists', message('errors.operatorExists'));
      }
      if (accepted === 'spent') {
        // Spent, revoked or expired between the look and the write: say which, as the look would.
        await validInvitation(db, token);
        throw new ApiError(410, 'invitation_used', message('errors.invitationUsed'));
      }
      await recordAudit(db, accepted.operatorId, 'invitation.accepted', { email: accepted.email });
      const session = await startOperatorSession(
        db,
        accepted,
        request.ip,
        config.operatorSessionTtlSeconds,
      );
      return ok({ token: session, email: accepted.email, role: accepted.role });
    },
  );
};
