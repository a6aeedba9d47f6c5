import type { FastifyPluginAsync } from 'fastify';
import { currentAuth, requireOwnUser, requireUser } from '../auth/authenticate';
import { requestIdOf } from '../analytics/requestId';
import { ok } from '../http/envelope';
import { resolveStep, saveStepData } from './saveStepData';

interface UpdateUserDataBody {
  step?: string;
  userId?: string;
  sessionIdentifier?: string;
  [field: string]: unknown;
}

const updateUserDataSchema = {
  body: {
    type: 'object',
    properties: {
      step: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' },
      userId: { type: 'string' },
      sessionIdentifier: { type: 'string' },
    },
  },
};

/** POST /user/updateUserData: the generic save of any step's fields, including steps an operator added. */
export const updateUserDataRoute: FastifyPluginAsync = async (app) => {
  const { stepSaves } = app;
  app.post<{ Body: UpdateUserDataBody }>(
    '/user/updateUserData',
    { schema: updateUserDataSchema, preHandler: [requireUser, requireOwnUser] },
    async (request) => {
      const { user } = currentAuth(request);
      const {
        step,
        userId: _userId,
        sessionIdentifier: _sessionIdentifier,
        ...fields
      } = request.body;
      const { stepValidators } = await stepSaves.configs.of(user.config_version_id);
      const stepName = resolveStep(stepValidators, step, Object.keys(fields));
      return ok(
        await saveStepData(stepSaves, user, stepName, fields, { requestId: requestIdOf(request) }),
      );
    },
  );
};
