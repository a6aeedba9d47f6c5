import type { FastifyRequest } from 'fastify';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The Idempotency-Key the page sends with each save: the same request sent again (a retry by the
 * page, a proxy or the network) carries the same key. Anything else is no key at all.
 */
export function requestIdOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? key : undefined;
}
