import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { checkConfig } from '../../shared/config/checkConfig';
import { META_SCHEMA_FILES } from '../../shared/config/checks/metaSchema';
import { brandConfigOf } from '../config/store/repositoryFiles';
import {
  configFilesOf,
  liveConfigVersion,
  publishConfigVersion,
  saveConfigDraft,
} from '../config/store/versions';
import { ApiError, message, ok } from '../http/envelope';
import { recaptchaConfigured } from '../security/botCheck';
import { botCheckEditProblems } from './botCheckEdit';
import { recordAudit } from './operators';

interface PublishBody {
  /** The live version the edit started from: a publish since then is a conflict, not overwritten. */
  basedOn: string;
  note?: string;
  /** Path → the file's new text, or null to remove it. */
  files: Record<string, string | null>;
}

const MAX_FILE_CHARS = 200_000;

/**
 * POST /versions: an operator's edit of the live version, published as the next version once the
 * same checker as `npm run check:config`, the build and the server's start finds no problem in the
 * result; refused as a whole otherwise, with every problem named. POST /check says the same
 * without publishing, and POST /drafts keeps the edit unpublished for a preview link.
 */
export const studioPublishRoute: FastifyPluginAsync = async (app) => {
  const { db, brand, config } = app;
  const recaptcha = recaptchaConfigured(config);
  // What a brand's configuration may hold; the meta-schemas it is checked against are code.
  const editable = `^(brands/${brand.id}/(brand\\.json|locales/[a-z]{2}(-[A-Z]{2})?\\.json)|brands/default/locales/[a-z]{2}(-[A-Z]{2})?\\.json|schemas/(flows|steps|forms)/[a-z][a-z0-9_-]{0,63}\\.json)$`;
  const metaSchemas = Object.values(META_SCHEMA_FILES).map(
    (file) => [file, readFileSync(join(config.rootDir, file), 'utf8')] as const,
  );

  const bodySchema = {
    type: 'object',
    required: ['basedOn', 'files'],
    additionalProperties: false,
    properties: {
      basedOn: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' },
      note: { type: 'string', maxLength: 500 },
      files: {
        type: 'object',
        minProperties: 1,
        maxProperties: 100,
        propertyNames: { pattern: editable },
        additionalProperties: {
          anyOf: [{ type: 'string', maxLength: MAX_FILE_CHARS }, { type: 'null' }],
        },
      },
    },
  } as const;

  /** The live version with the edit laid over it, and what the checker finds in the result. */
  async function draftOf(body: PublishBody) {
    const live = await liveConfigVersion(db, brand.id);
    if (!live || live.id !== body.basedOn) {
      throw new ApiError(409, 'version_conflict', message('errors.versionConflict'), {
        liveVersionId: live?.id ?? null,
      });
    }
    const liveFiles = await configFilesOf(db, live.id);
    const files = new Map(liveFiles);
    for (const [path, text] of Object.entries(body.files)) {
      if (text === null) files.delete(path);
      else files.set(path, text);
    }
    const problems = [
      ...checkConfig(new Map([...metaSchemas, ...brandConfigOf(files, brand.id)])).problems,
      ...botCheckEditProblems(liveFiles, files, brand.id, recaptcha),
    ];
    return { live, files, problems };
  }

  // What a publish would say, without publishing: the Studio's editor shows it inline as one types.
  app.post<{ Body: PublishBody }>('/check', { schema: { body: bodySchema } }, async (request) => {
    const { problems } = await draftOf(request.body);
    return ok({ problems });
  });

  // A draft to preview: kept unpublished, reachable by its unguessable id (a link to share).
  app.post<{ Body: PublishBody }>('/drafts', { schema: { body: bodySchema } }, async (request) => {
    const operator = request.operator!;
    const { live, files, problems } = await draftOf(request.body);
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

  app.post<{ Body: PublishBody }>(
    '/versions',
    { schema: { body: bodySchema } },
    async (request) => {
      const operator = request.operator!;
      const { live, files, problems } = await draftOf(request.body);
      if (problems.length > 0) {
        throw new ApiError(400, 'config_invalid', message('errors.configInvalid'), { problems });
      }
      const version = await publishConfigVersion(db, {
        brand: brand.id,
        files,
        publishedBy: operator.operatorId,
        note: request.body.note ?? '',
        basedOn: live.id,
      });
      // This server switches at once; the others hear the publish announced on the database.
      await app.configs.refreshLive();
      await recordAudit(db, operator.operatorId, 'config.published', {
        versionId: version.id,
        number: version.number,
        files: Object.keys(request.body.files),
      });
      return ok({ version });
    },
  );
};
