import type { FastifyPluginAsync } from 'fastify';
import { brandConfigOf } from '../config/store/repositoryFiles';
import {
  publishConfigVersion,
  saveConfigDraft,
  scheduleConfigPublish,
  StaleBaseError,
} from '../config/store/versions';
import { ApiError, message, ok } from '../http/envelope';
import { draftChecker, type DraftBody } from './draftOfLive';
import { recordAudit } from './operators';
import { queueScheduledPublish } from './scheduledPublishJob';
import { parsePublishTime } from './scheduledPublishTime';
import { versionConflict } from './versionConflict';

/**
 * POST /versions: an operator's edit of the live version, published as the next version once the
 * same checker as `npm run check:config`, the build and the server's start finds no problem in the
 * result; refused as a whole otherwise, with every problem named. POST /check says the same
 * without publishing, and POST /drafts keeps the edit unpublished for a preview link.
 */
export const studioPublishRoute: FastifyPluginAsync = async (app) => {
  const { db, brand, config } = app;
  const { draftProperties, draftOf } = draftChecker(app);
  const bodySchema = {
    type: 'object',
    required: ['basedOn', 'files'],
    additionalProperties: false,
    properties: draftProperties,
  } as const;

  // What a publish would say, without publishing: the Studio's editor shows it inline as one types.
  app.post<{ Body: DraftBody }>('/check', { schema: { body: bodySchema } }, async (request) => {
    const { problems } = await draftOf(request.body, request.operator!);
    return ok({ problems });
  });

  // A draft to preview: kept unpublished, reachable by its unguessable id (a link to share).
  app.post<{ Body: DraftBody }>('/drafts', { schema: { body: bodySchema } }, async (request) => {
    const operator = request.operator!;
    const { live, files, problems } = await draftOf(request.body, operator);
    if (problems.length > 0) {
      throw new ApiError(400, 'config_invalid', message('errors.configInvalid'), { problems });
    }
    const draft = await saveConfigDraft(db, {
      brand: brand.id,
      basedOn: live.id,
      files: brandConfigOf(files, brand.id),
      createdBy: operator.operatorId,
    });
    await recordAudit(db, operator.operatorId, 'config.drafted', { draftId: draft.id });
    return ok({
      draftId: draft.id,
      expiresAt: draft.expiresAt,
      configUrl: `${config.apiBase}/config/drafts/${draft.id}`,
    });
  });

  app.post<{ Body: DraftBody }>('/versions', { schema: { body: bodySchema } }, async (request) => {
    const operator = request.operator!;
    const { live, files, problems } = await draftOf(request.body, request.operator!);
    if (problems.length > 0) {
      throw new ApiError(400, 'config_invalid', message('errors.configInvalid'), { problems });
    }
    const version = await publishConfigVersion(db, {
      brand: brand.id,
      files,
      publishedBy: operator.operatorId,
      note: request.body.note ?? '',
      basedOn: live.id,
      // draftOf read the live version before the lock: a publish since then must still refuse.
      basedOnMustBeLive: true,
    }).catch(async (error: unknown) => {
      throw error instanceof StaleBaseError ? await versionConflict(db, error.live) : error;
    });
    // This server switches at once; the others hear the publish announced on the database.
    await app.configs.refreshLive();
    await recordAudit(db, operator.operatorId, 'config.published', {
      versionId: version.id,
      number: version.number,
      files: Object.keys(request.body.files),
    });
    return ok({ version });
  });

  // The same edit, checked now and kept to be published at `publishAt` by a job (scheduleRoutes lists and cancels).
  app.post<{ Body: DraftBody & { publishAt: string } }>(
    '/scheduled-publishes',
    {
      schema: {
        body: {
          ...bodySchema,
          required: [...bodySchema.required, 'publishAt'],
          properties: { ...bodySchema.properties, publishAt: { type: 'string', maxLength: 40 } },
        },
      },
    },
    async (request) => {
      const operator = request.operator!;
      const publishAt = parsePublishTime(request.body.publishAt);
      const { live, files, problems } = await draftOf(request.body, request.operator!);
      if (problems.length > 0) {
        throw new ApiError(400, 'config_invalid', message('errors.configInvalid'), { problems });
      }
      const scheduled = await scheduleConfigPublish(
        db,
        {
          brand: brand.id,
          basedOn: live.id,
          note: request.body.note ?? '',
          publishAt,
          files,
          createdBy: operator.operatorId,
        },
        (trx, row) => queueScheduledPublish(app.jobs, trx, row),
      );
      await recordAudit(db, operator.operatorId, 'config.scheduled', {
        scheduledId: scheduled.id,
        publishAt: publishAt.toISOString(),
        files: Object.keys(request.body.files),
      });
      return ok({ scheduledId: scheduled.id, publishAt: publishAt.toISOString() });
    },
  );
};
