import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, preSerializationAsyncHookHandler, RouteOptions } from 'fastify';
import { SHARED_SCHEMAS, type JsonSchema } from './apiSchemas';

/** The response a route declares for a status: exact, then its class (4xx), then default. */
function declaredFor(
  responses: Record<string, JsonSchema>,
  status: number,
): JsonSchema | undefined {
  const digit = String(status)[0];
  const key = [String(status), `${digit}xx`, `${digit}XX`, 'default'].find((k) => k in responses);
  if (key === undefined) return undefined;
  const declared = responses[key]!;
  // A route answering another content type (a CSV, a module) declares it under `content`.
  const content = declared.content as Record<string, { schema?: JsonSchema }> | undefined;
  return content ? content['application/json']?.schema : declared;
}

/**
 * For tests (CHECK_ANSWERS=true): checks each JSON answer of an /api route, as JSON, against the
 * route's declared response schema for its status, before Fastify serializes it with that schema
 * (which drops what the schema does not declare and coerces what it types otherwise, so the
 * serialized answer always looks right). An answer that breaks its schema is answered instead with
 * 500 `answer_drift` naming the route, the status and what broke, so the test that got it fails.
 * Registered after the routes' answers are described (describeRouteAnswers) and before the routes.
 */
export function checkAnswers(app: FastifyInstance, apiBase: string): void {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const schema of SHARED_SCHEMAS) ajv.addSchema(schema);

  app.addHook('onRoute', (route: RouteOptions) => {
    const responses = route.schema?.response as Record<string, JsonSchema> | undefined;
    if (!route.url.startsWith(`${apiBase}/`) || !responses) return;
    const validators = new Map<number, ValidateFunction | undefined>();
    const validatorFor = (status: number) => {
      if (!validators.has(status)) {
        const schema = declaredFor(responses, status);
        validators.set(status, schema && ajv.compile(schema));
      }
      return validators.get(status);
    };
    const check: preSerializationAsyncHookHandler = async (request, reply, payload) => {
      const status = reply.statusCode;
      const validate = validatorFor(status);
      const answer: unknown = JSON.parse(JSON.stringify(payload) ?? 'null');
      if (validate?.(answer) !== false) return payload;
      const where = `${request.method} ${request.routeOptions.url} answered ${status}`;
      reply.code(500);
      return {
        err: true,
        status_code: 'answer_drift',
        msg: `${where} outside its declared response schema`,
        data: { answer, errors: validate.errors },
      };
    };
    route.preSerialization = [...[route.preSerialization ?? []].flat(), check];
  });
}
