import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { brandAssetUrl } from '../config/runtime/brandAssetRoute';
import { saveConfigAsset } from '../config/store/assets';
import { ok } from '../http/envelope';
import { ASSET_KINDS, MAX_ASSET_BYTES, readAssetUpload, type AssetKind } from './readAssetUpload';

/**
 * POST /assets?kind=logo|favicon|poster (multipart field `file`): an image for the brand's
 * configuration, checked by its content and stored by its hash; answers the URL a draft's
 * brand.json or flow can point at. Nothing in the draft changes until the Studio puts it there.
 */
export const studioAssetRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  await app.register(multipart, {
    limits: { fileSize: MAX_ASSET_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  });
  app.post<{ Querystring: { kind: AssetKind } }>(
    '/assets',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['kind'],
          additionalProperties: false,
          properties: { kind: { type: 'string', enum: [...ASSET_KINDS] } },
        },
      },
    },
    async (request) => {
      const asset = await readAssetUpload(request, request.query.kind);
      await saveConfigAsset(db, { ...asset, uploadedBy: request.operator!.email });
      return ok({ url: brandAssetUrl(asset), contentType: asset.contentType });
    },
  );
};
