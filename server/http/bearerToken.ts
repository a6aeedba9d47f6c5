import type { FastifyRequest } from 'fastify';

/** Whatever an `Authorization: Bearer …` header carries, of any shape. */
export function bearerCredential(request: FastifyRequest): string | undefined {
  return /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
}

/** The token of an `Authorization: Bearer …` header, if it has a token's shape. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const credential = bearerCredential(request);
  return credential !== undefined && /^[A-Za-z0-9_-]{20,200}$/.test(credential)
    ? credential
    : undefined;
}
