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

/** A JSON answer serialised once, with its entity tag, ready to be sent many times. */
export interface RevalidatableAnswer {
  body: string;
  etag: string;
}

export function revalidatable(answer: unknown): RevalidatableAnswer {
  const body = JSON.stringify(answer);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
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
  { body, etag }: RevalidatableAnswer,
  varyHeader: string,
): FastifyReply {
  reply
    .header('etag', etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', varyHeader);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
