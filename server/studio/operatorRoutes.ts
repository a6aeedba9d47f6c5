import type { FastifyPluginAsync } from 'fastify';
import { OPERATOR_ROLES, type OperatorRole } from '../../shared/contract/operatorRoles';
import { deliverCommittedMail } from '../auth/routes/delivery';
import { ApiError, invalidFields, message, ok } from '../http/envelope';
import { insertOutboxMail } from '../mail/outbox';
import { isValidEmail, normalizeEmail } from '../users/email';
import { createInvitation, pendingInvitations, revokeInvitation } from './invitations';
import {
  changeOperator,
  listOperators,
  operatorWithEmailExists,
  recordAudit,
  type OperatorChange,
} from './operators';

/** How long an invitation's link works. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;

const UUID = {
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
} as const;
const ROLE = { type: 'string', enum: OPERATOR_ROLES } as const;

function refuseChange(change: OperatorChange): void {
  if (change === 'not_found') {
    throw new ApiError(404, 'operator_not_found', message('errors.operatorNotFound'));
  }
  if (change === 'last_admin') throw new ApiError(409, 'last_admin', message('errors.lastAdmin'));
}

/**
 * The admins' page of operators (routeActions: manageOperators): GET /operators (the operators
 * and the invitations pending), PATCH and DELETE /operators/:id (change a role, remove; never the
 * last admin), POST /invitations (mails a link to /studio/invite) and DELETE /invitations/:id.
 * Every change is audited.
 */
export const studioOperatorRoutes: FastifyPluginAsync = async (app) => {
  const { db, jobs } = app;

  app.get('/operators', async () =>
    ok({ operators: await listOperators(db), invitations: await pendingInvitations(db) }),
  );

  app.patch<{ Params: { operatorId: string }; Body: { role: OperatorRole } }>(
    '/operators/:operatorId',
    {
      schema: {
        params: { type: 'object', required: ['operatorId'], properties: { operatorId: UUID } },
        body: {
          type: 'object',
          required: ['role'],
          additionalProperties: false,
          properties: { role: ROLE },
        },
      },
    },
    async (request) => {
      const { operatorId } = request.params;
      const { role } = request.body;
      refuseChange(await changeOperator(db, operatorId, role));
      await recordAudit(db, request.operator!.operatorId, 'operator.roleChanged', {
        operatorId,
        role,
      });
      return ok({ operatorId, role });
    },
  );

  app.delete<{ Params: { operatorId: string } }>(
    '/operators/:operatorId',
    {
      schema: {
        params: { type: 'object', required: ['operatorId'], properties: { operatorId: UUID } },
      },
    },
    async (request) => {
      const { operatorId } = request.params;
      refuseChange(await changeOperator(db, operatorId, null));
      await recordAudit(db, request.operator!.operatorId, 'operator.removed', { operatorId });
      return ok(null);
    },
  );

  app.post<{ Body: { email: string; role: OperatorRole; language?: string } }>(
    '/invitations',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'role'],
          additionalProperties: false,
          properties: {
            email: { type: 'string', minLength: 1, maxLength: 320 },
            role: ROLE,
            // The mail's language; the brand's default when not given.
            language: { type: 'string', minLength: 1, maxLength: 35 },
          },
        },
      },
    },
    async (request) => {
      const operator = request.operator!;
      const email = normalizeEmail(request.body.email);
      const { role, language } = request.body;
      if (!isValidEmail(email)) {
        throw invalidFields([{ path: '/email', message: message('errors.invalidRecoveryEmail') }]);
      }
      if (language !== undefined && !app.brand.languages.includes(language)) {
        throw invalidFields([
          { path: '/language', message: message('errors.notBrandLanguage', { language }) },
        ]);
      }
      if (await operatorWithEmailExists(db, email)) {
        throw new ApiError(409, 'operator_exists', message('errors.operatorExists'));
      }
      // The invitation and its mail are written together: no invitation without its mail.
      const { invitationId, mailId } = await db.transaction().execute(async (trx) => {
        const invitation = await createInvitation(trx, {
          email,
          role,
          invitedBy: operator.operatorId,
          ttlSeconds: INVITATION_TTL_SECONDS,
        });
        const mail = app.mail.operatorInvitation({
          to: email,
          invitedBy: operator.email,
          role,
          token: invitation.token,
          ttlSeconds: INVITATION_TTL_SECONDS,
          language,
        });
        return { invitationId: invitation.id, mailId: await insertOutboxMail(trx, mail) };
      });
      await deliverCommittedMail(jobs, mailId, request.log);
      await recordAudit(db, operator.operatorId, 'invitation.created', {
        invitationId,
        email,
        role,
      });
      return ok({ invitationId });
    },
  );

  app.delete<{ Params: { invitationId: string } }>(
    '/invitations/:invitationId',
    {
      schema: {
        params: { type: 'object', required: ['invitationId'], properties: { invitationId: UUID } },
      },
    },
    async (request) => {
      const { invitationId } = request.params;
      if (!(await revokeInvitation(db, invitationId))) {
        throw new ApiError(404, 'invitation_not_found', message('errors.invitationNotFound'));
      }
      await recordAudit(db, request.operator!.operatorId, 'invitation.revoked', { invitationId });
      return ok(null);
    },
  );
};
