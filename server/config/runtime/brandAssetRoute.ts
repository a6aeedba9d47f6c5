import type { FastifyPluginAsync } from 'fastify';
import { message } from '../../http/envelope';
import { BRAND_ASSETS_PREFIX, configAssetOf, type ConfigAsset } from '../store/assets';

const EXTENSION_OF: Record<string, string> = {
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/x-icon': 'ico',
};
const ASSET_NAME = /^([a-f0-9]{64})\.(png|svg|ico)$/;

/** The stable URL of an asset: its hash (the same bytes, the same URL) and its type's extension. */
export function brandAssetUrl(asset: Pick<ConfigAsset, 'hash' | 'contentType'>): string {
  return `${BRAND_ASSETS_PREFIX}${asset.hash}.${EXTENSION_OF[asset.contentType]}`;
}

/**
 * GET /brand-assets/<hash>.<ext>: an uploaded brand image with the type it was checked as, never
 * sniffed, cached for good (its name is its content), and sandboxed should an SVG be opened alone.
 */
export const brandAssetRoute: FastifyPluginAsync = async (app) => {
  const { db } = app;
  app.get<{ Params: { name: string } }>(`${BRAND_ASSETS_PREFIX}:name`, async (request, reply) => {
    const [, hash, extension] = ASSET_NAME.exec(request.params.name) ?? [];
    const asset = hash ? await configAssetOf(db, hash) : undefined;
    if (!asset || EXTENSION_OF[asset.contentType] !== extension) {
      return reply
        .status(404)
        .send(request.server.messages.fail('file_not_found', message('errors.fileNotFound')));
    }
    return reply
      .header('content-type', asset.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(asset.bytes);
  });
};
