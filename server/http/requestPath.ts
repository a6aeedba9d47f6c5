import type { FastifyRequest } from 'fastify';

/** A request URL's path, without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Whether `test` accepts the request's path or the route it matched: routing decodes
 * percent-escapes the raw path keeps, so /%61pi/user/login reaches /api/user/login.
 */
export function pathOrRouteMatches(
  request: FastifyRequest,
  test: (path: string) => boolean,
): boolean {
  const routed = request.routeOptions.url;
  return test(pathOf(request.url)) || (routed !== undefined && test(routed));
}
