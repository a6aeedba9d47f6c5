import type { FastifyPluginAsync } from 'fastify';
import { experimentResults, startExperiment, stopExperiment } from '../experiments/experiments';
import type { ExperimentArm } from '../db/schema';
import { ok } from '../http/envelope';
import { recordAudit } from './operators';

const VERSION_ID = { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } as const;

/**
 * Experiments for operators: GET /experiments (each with its arms compared on conversion to paid),
 * POST /experiments (split new signups between two versions at a share), and
 * POST /experiments/:id/stop (the chosen arm's version goes live for everyone new), both audited.
 */
export const studioExperimentRoutes: FastifyPluginAsync = async (app) => {
  const { db, brand } = app;

  app.get('/experiments', async () =>
    ok({ experiments: await experimentResults(db, app.repositories.users, brand.id) }),
  );

  app.post<{
    Body: {
      name: string;
      controlVersionId: string;
      variantVersionId: string;
      variantShare: number;
    };
  }>(
    '/experiments',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'controlVersionId', 'variantVersionId', 'variantShare'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
            controlVersionId: VERSION_ID,
            variantVersionId: VERSION_ID,
            variantShare: { type: 'number', minimum: 0.01, maximum: 0.99 },
          },
        },
      },
    },
    async (request) => {
      const operator = request.operator!;
      const experiment = await startExperiment(db, {
        brand: brand.id,
        ...request.body,
        name: request.body.name.trim(),
        by: operator.operatorId,
      });
      await recordAudit(db, operator.operatorId, 'experiment.started', {
        experimentId: experiment.id,
      });
      return ok({ experiment });
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
