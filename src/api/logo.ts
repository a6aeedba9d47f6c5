import type { Envelope } from '../../shared/contract';
import { ApiCallError, unwrap } from './errors';
import { api } from './http';
import { request, send } from './request';

export interface UploadedLogo {
  url: string;
  /** The colours the server found in the image, as it sent them. */
  colorPalette: string[];
}

export interface UploadOptions {
  /** 0 to 100, as the bytes go out. */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

interface UploadReply extends Envelope<string> {
  message?: string;
  error?: unknown;
  metaData?: { colorPalette?: unknown } | null;
}

const UPLOAD_FALLBACK = 'Could not upload Logo';

/** Whether a failed upload was cancelled by a newer one (cancellations are silent). */
export function isCancelledUpload(error: unknown): boolean {
  return (
    (error instanceof ApiCallError && error.statusCode === 'cancelled') ||
    (error instanceof DOMException && error.name === 'AbortError')
  );
}

/** POST /uploadLogo: multipart field `logo`; replies with the logo's URL and the colours found in it. */
export async function uploadLogo(file: File, options: UploadOptions = {}): Promise<UploadedLogo> {
  const form = new FormData();
  form.append('logo', file);
  // The reply's metaData sits beside the envelope's data: the body is read as it came.
  const body = await send(
    api.multipart.post<UploadReply>('/uploadLogo', form, {
      signal: options.signal,
      onUploadProgress: (event) => {
        if (event.total) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      },
    }),
    UPLOAD_FALLBACK,
  );
  const url = unwrap(body, UPLOAD_FALLBACK);
  if (typeof url !== 'string' || url.length === 0) {
    throw new ApiCallError(UPLOAD_FALLBACK, body.status_code ?? 'upload_failed', undefined);
  }
  const palette = body.metaData?.colorPalette;
  return {
    url,
    colorPalette: Array.isArray(palette)
      ? palette.filter((c): c is string => typeof c === 'string')
      : [],
  };
}

/** DELETE /deleteLogo: removes the user's current logo. */
export async function deleteLogo(): Promise<void> {
  await request(api.json.delete('/deleteLogo'));
}
