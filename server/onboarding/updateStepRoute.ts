import type { FastifyPluginAsync } from 'fastify';
import { currentAuth, requireOwnUser, requireUser } from '../auth/authenticate';
import { requestIdOf } from '../analytics/requestId';
import { ApiError, message, ok } from '../http/envelope';
import { saveStepData } from './saveStepData';

interface UpdateStepBody {
  knowledgebaseURL?: string;
  customQuestions?: unknown[];
  removedQuestionIds?: string[];
  userId?: string;
  sessionIdentifier?: string;
}

const updateStepSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      knowledgebaseURL: { type: 'string', maxLength: 2048 },
      customQuestions: { type: 'array', maxItems: 200 },
      removedQuestionIds: {
        type: 'array',
        maxItems: 500,
        items: { type: 'string', maxLength: 100 },
      },
      userId: { type: 'string', maxLength: 100 },
      sessionIdentifier: { type: 'string', maxLength: 200 },
    },
  },
};

const ONE_PART = message('errors.updateStepOnePart');

/**
 * POST /user/updateStep: the partial saves of the knowledge base step ({knowledgebaseURL}) and
 * the training step ({customQuestions, removedQuestionIds}), through the generic save and its hooks.
 */
export const updateStepRoute: FastifyPluginAsync = async (api) => {
  const { stepSaves } = api;
  api.post<{ Body: UpdateStepBody }>(
    '/user/updateStep',
    { schema: updateStepSchema, preHandler: [requireUser, requireOwnUser] },
    async (request) => {
      const { user } = currentAuth(request);
      const { knowledgebaseURL, customQuestions, removedQuestionIds } = request.body;
      const isKnowledgeBase = knowledgebaseURL !== undefined;
      if (isKnowledgeBase === (customQuestions !== undefined)) {
        throw new ApiError(400, 'validation_failed', ONE_PART, {
          errors: [{ path: '/', message: ONE_PART }],
        });
      }
      const [hook, fields] = isKnowledgeBase
        ? (['knowledgeBaseImport', { knowledgebaseURL }] as const)
        : (['botTraining', { customQuestions }] as const);
      const step = (await stepSaves.configs.of(user.config_version_id)).hookedStep(hook);
      if (!step) {
        throw new ApiError(400, 'unknown_step', message('errors.noStepSavesThis'));
      }
      const userData = await saveStepData(stepSaves, user, step.name, fields, {
        validator: step.validator,
        serverHook: step.serverHook,
        extras: { removedQuestionIds: removedQuestionIds ?? [] },
        requestId: requestIdOf(request),
      });
      return ok(userData);
    },
  );
};
