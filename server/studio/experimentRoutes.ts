import type { FastifyPluginAsync } from 'fastify';
import type { ExperimentGoal } from '../../shared/contract/studio';
import { brandConfigOf } from '../config/store/repositoryFiles';
import {
  assertGoalInBothArms,
  experimentResults,
  startExperiment,
  startExperimentOnDraft,
  stopExperiment,
} from '../experiments/experiments';
import type { ExperimentArm } from '../db/schema';
import { ApiError, message, ok } from '../http/envelope';
import { StaleBaseError } from '../config/store/versions';
import { draftChecker, type DraftBody } from './draftOfLive';
import { recordAudit } from './operators';
import { versionConflict } from './versionConflict';

const VERSION_ID = { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } as const;

const EXPERIMENT_FIELDS = {
  name: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
  variantShare: { type: 'number', minimum: 0.01, maximum: 0.99 },
  goal: {
    oneOf: [
      {
        type: 'object',
        required: ['kind'],
        additionalProperties: false,
        properties: { kind: { const: 'paid' } },
      },
      {
        type: 'object',
        required: ['kind', 'step'],
        additionalProperties: false,
        properties: {
          kind: { const: 'step' },
          step: { type: 'string', maxLength: 64, pattern: '^[a-z][a-z0-9_]*$' },
        },
      },
    ],
  },
} as const;

interface ExperimentFields {
  name: string;
  variantShare: number;
  /** Paying when left out, as every experiment before goals. */
  goal?: ExperimentGoal;
}

/**
 * Experiments for operators: GET /experiments (each with its arms compared on conversion to its
 * goal), POST /experiments (split new signups between two versions at a share), POST
 * /experiments/draft (the same between the live version and a draft, stored as a version that is
 * not live) and POST /experiments/:id/stop (the chosen arm's version goes live for everyone new),
 * each audited.
 */
export const studioExperimentRoutes: FastifyPluginAsync = async (app) => {
  const { db, brand } = app;
  const { draftProperties, draftOf } = draftChecker(app);

  /** The step names of a version's flow. */
  const stepsOf = async (versionId: string) => {
    const version = await app.configs.find(versionId);
    if (!version) throw new ApiError(404, 'version_not_found', message('errors.versionNotFound'));
    return version.flowManifest.steps.map((step) => step.name);
  };

  app.get('/experiments', async () =>
    ok({
      experiments: await experimentResults(db, app.repositories.users, brand.id),
      liveSteps: app.configs.live().flowManifest.steps.map((step) => step.name),
    }),
  );

  app.post<{
    Body: ExperimentFields & { controlVersionId: string; variantVersionId: string };
  }>(
    '/experiments',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'controlVersionId', 'variantVersionId', 'variantShare'],
          additionalProperties: false,
          properties: {
            ...EXPERIMENT_FIELDS,
            controlVersionId: VERSION_ID,
            variantVersionId: VERSION_ID,
          },
        },
      },
    },
    async (request) => {
      const operator = request.operator!;
      const goal = request.body.goal ?? { kind: 'paid' };
      if (goal.kind === 'step')
        assertGoalInBothArms(
          goal,
          await stepsOf(request.body.controlVersionId),
          await stepsOf(request.body.variantVersionId),
        );
      const experiment = await startExperiment(db, {
        brand: brand.id,
        ...request.body,
        goal,
        name: request.body.name.trim(),
        by: operator.operatorId,
      });
      await recordAudit(db, operator.operatorId, 'experiment.started', {
        experimentId: experiment.id,
      });
      return ok({ experiment });
    },
  );

  app.post<{ Body: ExperimentFields & DraftBody }>(
    '/experiments/draft',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'variantShare', 'basedOn', 'files'],
          additionalProperties: false,
          properties: { ...EXPERIMENT_FIELDS, ...draftProperties },
        },
      },
    },
    async (request) => {
      const operator = request.operator!;
      const goal = request.body.goal ?? { kind: 'paid' };
      const { live, files, problems, flowSteps } = await draftOf(request.body, operator);
      if (problems.length > 0)
        throw new ApiError(400, 'config_invalid', message('errors.configInvalid'), { problems });
      assertGoalInBothArms(goal, await stepsOf(live.id), flowSteps);
      const name = request.body.name.trim();
      const { experiment, version } = await startExperimentOnDraft(db, {
        brand: brand.id,
        name,
        liveVersionId: live.id,
        files: brandConfigOf(files, brand.id),
        note: request.body.note?.trim() || name,
        variantShare: request.body.variantShare,
        goal,
        by: operator.operatorId,
      }).catch(async (error: unknown) => {
        throw error instanceof StaleBaseError ? await versionConflict(db, error.live) : error;
      });
      await recordAudit(db, operator.operatorId, 'experiment.started', {
        experimentId: experiment.id,
        versionId: version.id,
        files: Object.keys(request.body.files),
      });
      return ok({ experiment, version });
    },
  );

  app.post<{ Params: { experimentId: string }; Body: { winner: ExperimentArm } }>(
    '/experiments/:experimentId/stop',
    {
      schema: {
        params: {
          type: 'object',
          required: ['experimentId'],
          properties: { experimentId: VERSION_ID },
        },
        body: {
          type: 'object',
          required: ['winner'],
          additionalProperties: false,
          properties: { winner: { type: 'string', enum: ['control', 'variant'] } },
        },
      },
    },
    async (request) => {
      const operator = request.operator!;
      const { experimentId } = request.params;
      const experiment = await stopExperiment(
        db,
        { brand: brand.id, experimentId, winner: request.body.winner, by: operator.operatorId },
        (trx) =>
          recordAudit(trx, operator.operatorId, 'experiment.stopped', {
            experimentId,
            winner: request.body.winner,
          }),
      );
      // This server serves the winner at once; the others hear the switch on the database. The stop
      // has committed either way, so a failure here is logged, not answered as one.
      await app.configs
        .refreshLive()
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'the live configuration could not be refreshed'),
        );
      return ok({ experiment });
    },
  );
};
