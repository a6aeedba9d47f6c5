import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ConfigAsset } from '../config/store/assets';
import { ApiError, message } from '../http/envelope';
import { sniffAssetFormat } from '../images/imageFormat';
import { ImageDecodeError, reencodeAsPng } from '../images/logoImage';
import { unsafeSvgReason } from '../images/svgSafety';
import { readUploadedFile } from '../onboarding/readLogoUpload';

export const MAX_ASSET_BYTES = 2 * 1024 * 1024;
export const ASSET_FIELD = 'file';
/** What an asset is for: a favicon may also be an .ico. */
export const ASSET_KINDS = ['logo', 'favicon', 'poster'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

const unsupported = () =>
  new ApiError(415, 'file_type_unsupported', message('errors.assetFileTypeUnsupported'));

/**
 * The asset of an upload request, known by its content (never its name or declared type): a PNG,
 * JPEG or WebP is decoded and re-encoded as a PNG without metadata (as the wizard's logos are); an
 * SVG is kept as it is when it is safe (unsafeSvgReason); an ICO only as a favicon.
 */
export async function readAssetUpload(
  request: FastifyRequest,
  kind: AssetKind,
): Promise<ConfigAsset> {
  const bytes = await readUploadedFile(request, {
    field: ASSET_FIELD,
    maxBytes: MAX_ASSET_BYTES,
    missing: message('errors.assetFileMissing'),
    tooBig: message('errors.assetFileTooLarge', { max: MAX_ASSET_BYTES / 1024 / 1024 }),
  });
  const format = sniffAssetFormat(bytes);
  let stored: { contentType: string; bytes: Buffer };
  if (format === 'svg') {
    const reason = unsafeSvgReason(bytes.toString('utf8'));
    if (reason) {
      request.log.info({ reason }, 'unsafe SVG refused');
      throw new ApiError(400, 'svg_unsafe', message('errors.assetSvgUnsafe'));
    }
    stored = { contentType: 'image/svg+xml', bytes };
  } else if (format === 'ico') {
    if (kind !== 'favicon') throw unsupported();
    stored = { contentType: 'image/x-icon', bytes };
  } else if (format) {
    try {
      stored = { contentType: 'image/png', bytes: (await reencodeAsPng(bytes, [format])).png };
    } catch (error) {
      if (error instanceof ImageDecodeError)
        throw new ApiError(400, 'image_invalid', message('errors.logoImageInvalid'));
      throw error;
    }
  } else {
    throw unsupported();
  }
  return { ...stored, hash: createHash('sha256').update(stored.bytes).digest('hex') };
}
