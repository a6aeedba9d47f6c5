/**
 * The response schema of a success envelope `{err, status_code, msg, data}` with `data` as given:
 * what Fastify serializes a route's 200 answer by (and @fastify/swagger documents).
 */
export function okEnvelopeSchema(data: object) {
  return {
    type: 'object',
    required: ['err', 'status_code', 'msg', 'data'],
    properties: {
      err: { type: 'boolean', const: false },
      status_code: { type: 'string' },
      msg: { type: 'string' },
      data,
    },
  } as const;
}
