import type { FastifyPluginAsync } from 'fastify';
import { diffConfig } from '../config/store/diff';
import {
  configFilesOf,
  configVersionsOf,
  liveConfigVersion,
  rollBackConfig,
} from '../config/store/versions';
import { migrateUsers } from '../config/runtime/migrateUsers';
import { ApiError, message, ok } from '../http/envelope';
import type { ListedConfigVersion } from '../../shared/contract/studio';
import { operatorEmails, recordAudit } from './operators';

const versionParams = {
  type: 'object',
  required: ['versionId'],
  properties: { versionId: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } },
} as const;

/**
 * The brand's configuration history for operators: GET /versions (newest first, the live one
 * marked), GET /versions/:id/files (path → text), GET /versions/:id/diff (against the live version, or ?against=), and
 * POST /versions/:id/rollback (makes it live again, audited), and POST /versions/:id/migrate (moves
 * the users in flight on other versions to it, each on a step the server recomputes, audited).
 */
export const studioVersionRoutes: FastifyPluginAsync = async (app) => {
  const { db, brand } = app;
  const versionOf = async (versionId: string) => {
    const version = (await configVersionsOf(db, brand.id)).find((v) => v.id === versionId);
    if (!version) throw new ApiError(404, 'version_not_found', message('errors.versionNotFound'));
    return version;
  };

  app.get('/versions', async () => {
    const live = await liveConfigVersion(db, brand.id);
    const versions = await configVersionsOf(db, brand.id);
    const emails = await operatorEmails(
      db,
      versions.map((version) => version.publishedBy),
    );
    return ok({
      liveVersionId: live?.id ?? null,
      // Who published each: an operator's email, or "repository" for a deploy.
      versions: versions.map((version): ListedConfigVersion => ({
        ...version,
        publishedAt: version.publishedAt.toISOString(),
        publisher: emails.get(version.publishedBy) ?? version.publishedBy,
      })),
    });
  });

  app.get<{ Params: { versionId: string }; Querystring: { against?: string } }>(
    '/versions/:versionId/diff',
    {
      schema: {
        params: versionParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { against: versionParams.properties.versionId },
        },
      },
    },
    async (request) => {
      const version = await versionOf(request.params.versionId);
      const against = request.query.against
        ? await versionOf(request.query.against)
        : await liveConfigVersion(db, brand.id);
      const before = against ? await configFilesOf(db, against.id) : new Map<string, string>();
      return ok({
        versionId: version.id,
        againstVersionId: against?.id ?? null,
        changes: diffConfig(before, await configFilesOf(db, version.id)),
      });
    },
  );

  app.get<{ Params: { versionId: string } }>(
    '/versions/:versionId/files',
    { schema: { params: versionParams } },
    async (request) => {
      const version = await versionOf(request.params.versionId);
      return ok({
        versionId: version.id,
        files: Object.fromEntries(await configFilesOf(db, version.id)),
      });
    },
  );

  app.post<{ Params: { versionId: string }; Body: { from?: string[] } }>(
    '/versions/:versionId/migrate',
    {
      schema: {
        params: versionParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            from: {
              type: 'array',
              maxItems: 100,
              uniqueItems: true,
              items: versionParams.properties.versionId,
            },
          },
        },
      },
    },
    async (request) => {
      const version = await versionOf(request.params.versionId);
      const target = await app.configs.find(version.id);
      if (!target) throw new ApiError(404, 'version_not_found', message('errors.versionNotFound'));
      const operator = request.operator!;
      const migration = await migrateUsers(db, app.repositories.users, app.configs, {
        brand: brand.id,
        target,
        from: request.body?.from ?? [],
        tenantDomainSuffix: app.tenantDomainSuffix,
      });
      await recordAudit(db, operator.operatorId, 'config.migrated', {
        versionId: version.id,
        number: version.number,
        ...migration,
      });
      return ok({ versionId: version.id, ...migration });
    },
  );

  app.post<{ Params: { versionId: string } }>(
    '/versions/:versionId/rollback',
    { schema: { params: versionParams } },
    async (request) => {
      const version = await versionOf(request.params.versionId);
      const operator = request.operator!;
      await rollBackConfig(db, brand.id, version.id, operator.operatorId);
      await app.configs.refreshLive();
      await recordAudit(db, operator.operatorId, 'config.rolledBack', {
        versionId: version.id,
        number: version.number,
      });
      return ok({ liveVersionId: version.id });
    },
  );
};
