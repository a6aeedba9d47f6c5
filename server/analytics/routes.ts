import type { FastifyPluginAsync } from 'fastify';
import { currentAuth, requireOwnUser, requireUser } from '../auth/authenticate';
import { assertStepReached } from '../config/runtime/stepAccess';
import { ApiError, message, ok } from '../http/envelope';
import { toOnboardingUserData, type UserRow } from '../users/userData';
import { eventSubjectOf, recordEvent } from './onboardingEvents';
import { recordRefusedFields } from './refusedSave';
import { requestIdOf } from './requestId';

const STEP = { type: 'string', pattern: '^[a-z][a-z0-9_]{0,63}$' } as const;
/** The page's JSON client adds it to every body. */
const SESSION_IDENTIFIER = { type: 'string', maxLength: 200 } as const;

/**
 * What only the page sees, reported by it and checked by the server before it is counted: a step
 * shown (the first time only, at the server's clock), and the page's own validation refusing a
 * submit (each field with its message's copy key). Only steps of the user's own flow they have
 * reached, and only fields those steps declare, are counted.
 */
export const eventReportRoutes: FastifyPluginAsync = async (api) => {
  const { configs, tenantDomainSuffix } = api;
  const { users } = api.repositories;
  // The signed-in user's row, as requireUser loaded it for this request.
  const stepOf = async (user: UserRow, step: string) => {
    const flowConfig = await configs.of(user.config_version_id);
    assertStepReached(flowConfig.flow, toOnboardingUserData(user, tenantDomainSuffix), step);
    return { flowConfig, subject: eventSubjectOf(user, flowConfig.brand.id) };
  };

  api.post<{ Body: { step: string } }>(
    '/user/stepViewed',
    {
      schema: {
        body: {
          type: 'object',
          required: ['step'],
          additionalProperties: false,
          properties: { step: STEP, sessionIdentifier: SESSION_IDENTIFIER },
        },
      },
      // Signed in before the body is even validated: a stranger learns nothing of its shape.
      preValidation: [requireUser, requireOwnUser],
    },
    async (request) => {
      const { subject } = await stepOf(currentAuth(request).user, request.body.step);
      // Two tabs (or a page's effect run twice) count one first view.
      await users.withUserLocked(subject.user_id, (trx) =>
        recordEvent(trx, subject, { kind: 'step_viewed', step: request.body.step }, { once: true }),
      );
      return ok(null);
    },
  );

  api.post<{ Body: { step: string; errors: { field: string; messageId: string }[] } }>(
    '/user/validationFailed',
    {
      schema: {
        body: {
          type: 'object',
          required: ['step', 'errors'],
          additionalProperties: false,
          properties: {
            step: STEP,
            sessionIdentifier: SESSION_IDENTIFIER,
            errors: {
              type: 'array',
              minItems: 1,
              maxItems: 20,
              items: {
                type: 'object',
                required: ['field', 'messageId'],
                additionalProperties: false,
                properties: {
                  field: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' },
                  messageId: { type: 'string', pattern: '^[a-z][A-Za-z0-9_.-]{0,119}$' },
                },
              },
            },
          },
        },
      },
      // Signed in before the body is even validated: a stranger learns nothing of its shape.
      preValidation: [requireUser, requireOwnUser],
    },
    async (request) => {
      const { step, errors } = request.body;
      const { flowConfig, subject } = await stepOf(currentAuth(request).user, step);
      const declared = flowConfig.stepValidators.get(step)?.fields ?? [];
      const unknown = errors.find((error) => !declared.includes(error.field));
      if (unknown) {
        throw new ApiError(
          400,
          'validation_failed',
          message('errors.unknownField', { step, field: unknown.field }),
          { errors: [{ path: '/errors', message: message('validation.unknownField') }] },
        );
      }
      // Past the cap a page (or a script) reporting again is not counted again.
      await recordRefusedFields(users, subject, step, errors, requestIdOf(request));
      return ok(null);
    },
  );
};
