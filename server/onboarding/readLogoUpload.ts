import type { FastifyRequest } from 'fastify';
import { ApiError, message, type Message } from '../http/envelope';
import { sniffUploadFormat } from '../images/imageFormat';
import { ImageDecodeError, reencodeAsPng } from '../images/logoImage';

export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
export const LOGO_FIELD = 'logo';

const NO_FILE = message('errors.logoFileMissing');
const TOO_BIG = message('errors.logoFileTooLarge');
const WRONG_TYPE = message('errors.logoFileTypeUnsupported');
const UNREADABLE = message('errors.logoImageInvalid');

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Limits and messages of one kind of single-file upload. */
export interface UploadRules {
  field: string;
  maxBytes: number;
  missing: Message;
  tooBig: Message;
}

/** The bytes of the one file of a multipart request, in `rules.field`, at most `rules.maxBytes`. */
export async function readUploadedFile(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      message('errors.logoMultipartRequired', { field: rules.field }),
    );
  }
  try {
    const part = await request.file({ limits: { fileSize: rules.maxBytes, files: 1, fields: 10 } });
    if (!part || part.fieldname !== rules.field) {
      part?.file.resume();
      throw new ApiError(400, 'file_missing', rules.missing);
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw new ApiError(400, 'file_missing', rules.missing);
    return bytes;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, 'file_too_large', rules.tooBig);
    }
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw new ApiError(400, 'upload_failed', message('errors.uploadFailed'));
  }
}

/**
 * The logo of an upload request as a clean PNG: a JPEG or PNG by its first bytes (never by name
 * or declared type), at most 5 MB, decoded within the pixel limit and re-encoded without metadata.
 */
export async function readLogoUpload(request: FastifyRequest): Promise<Buffer> {
  const bytes = await readUploadedFile(request, {
    field: LOGO_FIELD,
    maxBytes: MAX_LOGO_BYTES,
    missing: NO_FILE,
    tooBig: TOO_BIG,
  });
  const format = sniffUploadFormat(bytes);
  if (!format) throw new ApiError(415, 'file_type_unsupported', WRONG_TYPE);
  try {
    return (await reencodeAsPng(bytes, [format])).png;
  } catch (error) {
    if (error instanceof ImageDecodeError) throw new ApiError(400, 'image_invalid', UNREADABLE);
    throw error;
  }
}
