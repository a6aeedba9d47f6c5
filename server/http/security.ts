import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { pathOrRouteMatches } from './requestPath';

/**
 * The headers Helmet would set, worked out once: none of ours depends on the request (no nonces),
 * and Helmet's Fastify plugin rebuilds them, CSP parsing included, on every request.
 */
function fixedHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) =>
      void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => (done = true),
  );
  if (!done)
    throw new Error('Helmet did not finish synchronously: its headers may depend on the request');
  return headers;
}

/**
 * An API answer (JSON, or a step's validator module) is never a page: its policy allows nothing
 * to load and nothing to frame it, and the headers that govern a page's scripts, styles, frames
 * and opener have nothing to govern (OWASP's REST Security Cheat Sheet lists these). Under half
 * the bytes of a page's headers, on every poll: docs/benchmarks.md.
 */
function apiHeadersOf(pageHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': pageHeaders['cross-origin-resource-policy']!,
    'strict-transport-security': pageHeaders['strict-transport-security']!,
  };
}

/**
 * A strict Content-Security-Policy: only this origin, no eval, no inline script. Third-party
 * origins appear only when a production adapter that needs them (reCAPTCHA) is configured.
 * Answers under /api/ get the API's headers (apiHeadersOf) instead.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    recaptcha: boolean;
    /** Pages this origin's own pages may show in a frame (the Studio's preview), none else may. */
    framedBySelf?: string[];
  },
): Promise<void> {
  const google = options.recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  const headers = fixedHeadersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // 'self': the Studio shows its preview, a page of this origin, in a frame.
        frameSrc: ["'self'", ...google],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const apiHeaders = apiHeadersOf(headers);
  const framed = options.framedBySelf ?? [];
  const framedHeaders = {
    ...headers,
    'content-security-policy': headers['content-security-policy']!.replace(
      "frame-ancestors 'none'",
      "frame-ancestors 'self'",
    ),
  };
  // Every request passes here: one synchronous hook, headers chosen by path from sets made once.
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    if (pathOrRouteMatches(request, (path) => path.startsWith('/api/'))) reply.headers(apiHeaders);
    else if (framed.some((prefix) => url.startsWith(prefix))) reply.headers(framedHeaders);
    else reply.headers(headers);
    done();
  });
}
