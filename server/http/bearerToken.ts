import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer …` header, if it has a token's shape. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  return /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header)?.[1];
}
