import type { FastifyPluginAsync } from 'fastify';
import {
  scheduledPublishesOf,
  scheduledPublishOf,
  settleScheduledPublish,
  type ScheduledPublishRow,
} from '../config/store/versions';
import { ApiError, message, ok } from '../http/envelope';
import type { ScheduledPublish } from '../../shared/contract/studio';
import { operatorEmails, recordAudit } from './operators';

const scheduledParams = {
  type: 'object',
  required: ['scheduledId'],
  properties: { scheduledId: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } },
} as const;

function listed(row: ScheduledPublishRow, emails: Map<string, string>): ScheduledPublish {
  return {
    id: row.id,
    basedOn: row.basedOn,
    note: row.note,
    publishAt: row.publishAt.toISOString(),
    scheduledBy: emails.get(row.createdBy) ?? row.createdBy,
    state: row.state,
    versionId: row.versionId,
    failure: row.failure,
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/**
 * The brand's scheduled publishes (POST /scheduled-publishes, beside a publish now, makes one):
 * GET lists them, those to come first, with what became of the others (a failure says why);
 * DELETE /scheduled-publishes/:id cancels one still to come, audited.
 */
export const studioScheduleRoutes: FastifyPluginAsync = async (app) => {
  const { db, brand } = app;

  app.get('/scheduled-publishes', async () => {
    const rows = await scheduledPublishesOf(db, brand.id);
    const emails = await operatorEmails(
      db,
      rows.map((row) => row.createdBy),
    );
    return ok({ scheduled: rows.map((row) => listed(row, emails)) });
  });

  app.delete<{ Params: { scheduledId: string } }>(
    '/scheduled-publishes/:scheduledId',
    { schema: { params: scheduledParams } },
    async (request) => {
      const operator = request.operator!;
      const { scheduledId } = request.params;
      const cancelled = await settleScheduledPublish(
        db,
        { id: scheduledId, brand: brand.id },
        { state: 'cancelled', by: operator.operatorId },
      );
      if (!cancelled) {
        const row = await scheduledPublishOf(db, brand.id, scheduledId);
        if (!row) throw new ApiError(404, 'schedule_not_found', message('errors.scheduleNotFound'));
        throw new ApiError(409, 'schedule_settled', message('errors.scheduleSettled'), {
          state: row.state,
        });
      }
      await recordAudit(db, operator.operatorId, 'config.scheduleCancelled', { scheduledId });
      return ok(null);
    },
  );
};
