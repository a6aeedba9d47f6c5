import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ApiError, fail, GENERIC_ERROR_MESSAGE } from './envelope';

interface ValidationIssue {
  path: string;
  message: string;
}

function describeValidation(error: FastifyError): { msg: string; issues: ValidationIssue[] } {
  const issues = (error.validation ?? []).map((v) => {
    const missing = v.keyword === 'required' ? `/${String(v.params.missingProperty)}` : '';
    return { path: `${v.instancePath}${missing}` || '/', message: v.message ?? 'is invalid' };
  });
  const first = issues[0];
  const where = error.validationContext ?? 'body';
  const msg = first ? `Invalid ${where}: ${first.path} ${first.message}` : `Invalid ${where}`;
  return { msg, issues };
}

/** Known framework failures, mapped to the contract's codes and a message a person can act on. */
function describeClientError(
  error: FastifyError,
  bodyLimit: number,
): { status: number; code: string; msg: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'malformed_json', msg: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        code: 'payload_too_large',
        msg: `The request body is larger than ${bodyLimit} bytes.`,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        code: 'unsupported_media_type',
        msg: 'This content type is not accepted here.',
      };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return {
        status: 400,
        code: 'bad_request',
        msg: 'The Content-Length header does not match the body.',
      };
  }
  if (error instanceof SyntaxError) {
    return { status: 400, code: 'malformed_json', msg: 'The request body is not valid JSON.' };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, code: status === 429 ? 'rate_limited' : 'bad_request', msg: error.message };
  }
  return null;
}

/** Failures before routing (a URL that does not decode) leave as envelopes too. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply
    .status(400)
    .send(fail('bad_request', `The request could not be read: ${error.message}`));
}

/** Every failure leaves as an envelope; unexpected ones are logged and hidden behind the generic message. */
export function registerErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.httpStatus).send(fail(error.statusCode, error.message, error.data));
    }
    if (error.validation) {
      const { msg, issues } = describeValidation(error);
      return reply.status(400).send(fail('validation_failed', msg, { errors: issues }));
    }
    const client = describeClientError(error, bodyLimit);
    if (client) {
      request.log.info({ code: error.code }, client.msg);
      return reply.status(client.status).send(fail(client.code, client.msg));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send(
          fail(
            'service_unavailable',
            'We could not reach our database just now. Please try again in a moment.',
          ),
        );
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(fail('internal_error', GENERIC_ERROR_MESSAGE));
  });
}
