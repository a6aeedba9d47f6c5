import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pointerKey } from '../../shared/config/problem';
import { defaultMessageOf } from '../../shared/schema/defaultMessage';
import { missingPropertyOf } from '../../shared/schema/missingProperty';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ApiError, GENERIC_ERROR, message, type FieldProblem, type Message } from './envelope';
import type { AppPage } from './appPage';
import type { MessageWriter } from './messages';

/**
 * A route's own schema (its body, query or params) refused the request: each problem at its field,
 * in the engine's words for the keyword (validation.default.*, as a step's save and the browser
 * word them), so the client shows it in the person's language; the first one leads.
 */
function describeValidation(error: FastifyError): { lead: Message; issues: FieldProblem[] } {
  const issues = (error.validation ?? []).map((v): FieldProblem => {
    const missing = missingPropertyOf(v);
    if (missing !== undefined)
      return {
        path: `${v.instancePath}/${pointerKey(missing)}`,
        message: defaultMessageOf(v.keyword, v.params),
      };
    if (v.keyword === 'additionalProperties')
      return {
        path: `${v.instancePath}/${pointerKey(String(v.params.additionalProperty))}`,
        message: message('validation.unknownField'),
      };
    return { path: v.instancePath || '/', message: defaultMessageOf(v.keyword, v.params) };
  });
  const lead =
    issues[0]?.message ??
    message('errors.invalidRequest', { where: error.validationContext ?? 'body' });
  return { lead, issues };
}

/**
 * Known framework failures, mapped to the contract's codes and a message a person can act on;
 * `bodyLimit` is the route's (the server's unless the route sets its own).
 */
function describeClientError(
  error: FastifyError,
  bodyLimit: number,
): { status: number; code: string; message: Message } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'malformed_json', message: message('errors.malformedJson') };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        code: 'payload_too_large',
        message: message('errors.payloadTooLarge', { bytes: bodyLimit }),
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        code: 'unsupported_media_type',
        message: message('errors.unsupportedMediaType'),
      };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return {
        status: 400,
        code: 'bad_request',
        message: message('errors.contentLengthMismatch'),
      };
  }
  if (error instanceof SyntaxError) {
    return { status: 400, code: 'malformed_json', message: message('errors.malformedJson') };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      code: status === 429 ? 'rate_limited' : 'bad_request',
      message: message('errors.badRequest', { detail: error.message }),
    };
  }
  return null;
}

/**
 * Failures before routing (a URL that does not decode) leave as envelopes too; a browser opening
 * such an address gets the app's page, with the same status.
 */
export function frameworkErrorAnswer(messages: MessageWriter, appPage: AppPage) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    if (appPage.sendIfPageRequest(request, reply, 400)) return;
    void reply
      .status(400)
      .send(
        messages.fail(
          'bad_request',
          message('errors.unreadableRequest', { detail: error.message }),
        ),
      );
  };
}

/** Every failure leaves as an envelope; unexpected ones are logged and hidden behind the generic message. */
export function registerErrorHandling(
  app: FastifyInstance,
  messages: MessageWriter,
  appPage: AppPage,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A browser opening an address whose path or query the checks refuse (a %00) gets the app.
    const refusedInput =
      error.validation ||
      (error instanceof ApiError &&
        (error.statusCode === 'validation_failed' || error.statusCode === 'bad_request'));
    if (refusedInput && appPage.sendIfPageRequest(request, reply, 400)) return reply;
    if (error instanceof ApiError) {
      return reply
        .status(error.httpStatus)
        .send(messages.fail(error.statusCode, error.msgRef, error.data));
    }
    if (error.validation) {
      const { lead, issues } = describeValidation(error);
      return reply.status(400).send(messages.fail('validation_failed', lead, { errors: issues }));
    }
    const client = describeClientError(error, request.routeOptions.bodyLimit);
    if (client) {
      request.log.info({ code: error.code }, messages.render(client.message));
      return reply.status(client.status).send(messages.fail(client.code, client.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send(messages.fail('service_unavailable', message('errors.databaseUnavailable')));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(messages.fail('internal_error', GENERIC_ERROR));
  });
}
