import type { FastifyPluginAsync } from 'fastify';
import { isConfigVersionOf } from '../config/store/versions';
import { ApiError, message, ok } from '../http/envelope';
import { othersPresent, recordPresence, type PresentOperator } from './presence';

const present = (others: PresentOperator[]) =>
  ok({
    others: others.map((other) => ({ ...other, lastSeen: other.lastSeen.toISOString() })),
  });

/**
 * Who else has the Studio open: POST /presence is an open tab's heartbeat (with the live version
 * its draft started from) and answers the other operators seen lately; GET /presence only answers.
 */
export const studioPresenceRoutes: FastifyPluginAsync = async (app) => {
  const { db, brand } = app;

  app.get('/presence', async (request) =>
    present(await othersPresent(db, request.operator!.operatorId)),
  );

  app.post<{ Body: { baseVersionId: string | null } }>(
    '/presence',
    {
      schema: {
        body: {
          type: 'object',
          required: ['baseVersionId'],
          additionalProperties: false,
          properties: {
            baseVersionId: {
              anyOf: [{ type: 'string', pattern: '^[1-9][0-9]{0,17}$' }, { type: 'null' }],
            },
          },
        },
      },
    },
    async (request) => {
      const { operatorId } = request.operator!;
      const { baseVersionId } = request.body;
      if (baseVersionId !== null && !(await isConfigVersionOf(db, brand.id, baseVersionId)))
        throw new ApiError(404, 'version_not_found', message('errors.versionNotFound'));
      await recordPresence(db, operatorId, baseVersionId);
      return present(await othersPresent(db, operatorId));
    },
  );
};
