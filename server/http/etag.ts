import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether an If-None-Match header names `tag` (a list, weak tags, or "*"). */
export function matchesEtag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === tag || candidate === '*');
}

/**
 * Sends a JSON answer the browser may keep and ask about again: it carries an ETag, and a request
 * whose If-None-Match names it gets 304 with no body. `private, no-cache` keeps it out of shared
 * caches and makes the browser ask every time; Vary names the header the session travels in, so
 * one user's answer is never offered for another's request.
 */
export function sendRevalidatable(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: unknown,
  varyHeader: string,
): FastifyReply {
  const body = JSON.stringify(answer);
  const tag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', tag).header('cache-control', 'private, no-cache').header('vary', varyHeader);
  if (matchesEtag(request.headers['if-none-match'], tag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
