import type { Envelope } from '../../shared/contract/envelope';

export type { Envelope };

export const GENERIC_ERROR_MESSAGE = 'Something went wrong!';

export function ok<T>(data: T, msg = '', statusCode = 'ok'): Envelope<T> {
  return { err: false, status_code: statusCode, msg, data };
}

export function fail<T = null>(
  statusCode: string,
  msg: string,
  data: T | null = null,
): Envelope<T> {
  return { err: true, status_code: statusCode, msg, data };
}

/** A failure the client caused: thrown by handlers, rendered as a 4xx envelope. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly statusCode: string,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
