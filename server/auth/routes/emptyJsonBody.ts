import type { FastifyInstance } from 'fastify';

/**
 * Lets routes whose body is optional be called with no body, or a JSON content type with nothing
 * after it, both read as {}; any other body is parsed by Fastify's own JSON parser, prototype-
 * poisoning checks included.
 */
export function acceptEmptyJsonBody(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, done);
  });
  scope.addHook('preValidation', async (request) => {
    request.body ??= {};
  });
}

export const optionalBodySchema = {
  type: 'object',
  properties: { sessionIdentifier: { type: 'string', maxLength: 200 } },
} as const;
