import axios from 'axios';
import type { Envelope } from '../../shared/contract';

/** A failed call, with the contract's status code kept as the cause. */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly statusCode: string,
    readonly httpStatus: number | undefined,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** Reads the envelope out of a reply or a thrown axios error; both `msg` and `message` are accepted. */
export function toApiCallError(error: unknown, fallback = 'Something went wrong!'): ApiCallError {
  if (error instanceof ApiCallError) return error;
  if (axios.isAxiosError(error)) {
    const body = error.response?.data as
      (Partial<Envelope> & { message?: string; statusCode?: string }) | undefined;
    return new ApiCallError(
      body?.msg || body?.message || fallback,
      body?.status_code ?? body?.statusCode ?? 'network_error',
      error.response?.status,
      body?.data ?? null,
    );
  }
  return new ApiCallError(fallback, 'unknown_error', undefined);
}

export function unwrap<T>(
  envelope: Envelope<T> & { message?: string; error?: unknown },
  fallback = 'Something went wrong!',
): T {
  if (envelope.err || envelope.error) {
    throw new ApiCallError(
      envelope.msg || envelope.message || fallback,
      envelope.status_code,
      undefined,
      envelope.data,
    );
  }
  return envelope.data as T;
}
