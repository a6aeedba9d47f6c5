import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * A strict Content-Security-Policy: only this origin, no eval, no inline script. Third-party
 * origins appear only when a production adapter that needs them (reCAPTCHA) is configured.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { recaptcha: boolean },
): Promise<void> {
  const google = options.recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  await app.register(helmet, {
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
        frameSrc: google.length ? google : ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
