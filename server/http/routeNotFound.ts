import type { FastifyReply, FastifyRequest } from 'fastify';
import { message } from './envelope';
import { pathOf } from './requestPath';

/** The contract's 404 for a path no route serves (here, or on this host). */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send(
      request.server.messages.fail(
        'route_not_found',
        message('errors.routeNotFound', { method: request.method, path: pathOf(request.url) }),
      ),
    );
}
