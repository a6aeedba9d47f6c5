import type { Envelope, FieldProblem } from '../../shared/contract/envelope';
import type { Message, MessageParams } from '../../shared/contract/message';
import { pointerKey } from '../../shared/config/problem';

export type { Envelope, FieldProblem, Message };

/** A copy key and its parameters: how every error names its message. */
export function message(id: string, params?: MessageParams): Message {
  return params === undefined ? { id } : { id, params };
}

export const GENERIC_ERROR = message('errors.generic');

export function ok<T>(data: T, msg = '', statusCode = 'ok'): Envelope<T> {
  return { err: false, status_code: statusCode, msg, data };
}

/** An error envelope: `msg` is the message rendered in the brand's default language, `msg_ref` the message. */
export function fail<T = null>(
  statusCode: string,
  msg: string,
  msgRef: Message,
  data: T | null = null,
): Envelope<T> {
  return { err: true, status_code: statusCode, msg, msg_ref: msgRef, data };
}

/** A failure the client caused: thrown by handlers, rendered as a 4xx envelope. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly statusCode: string,
    readonly msgRef: Message,
    readonly data: unknown = null,
  ) {
    super(msgRef.id);
    this.name = 'ApiError';
  }
}

/** A 400 validation_failed listing each field's problem, led by the first one's message. */
export function invalidFields(problems: FieldProblem[], lead?: Message): ApiError {
  return new ApiError(
    400,
    'validation_failed',
    lead ?? problems[0]?.message ?? message('errors.invalidBody'),
    { errors: problems },
  );
}

/** 400 validation_failed for fields a form does not take, each at its path: refused, never dropped. */
export function unknownFields(names: string[]): ApiError {
  return invalidFields(
    names.map((name) => ({
      path: `/${pointerKey(name)}`,
      message: message('validation.unknownField'),
    })),
    message('errors.unknownFormField', { field: names[0]! }),
  );
}
