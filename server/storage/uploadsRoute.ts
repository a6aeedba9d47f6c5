import type { FastifyPluginAsync } from 'fastify';
import { message } from '../http/envelope';
import { isStoredName, UPLOADS_ROUTE_PREFIX } from './fileStorage';

/**
 * GET /uploads/<name>: stored logos, always as image/png (every stored file was re-encoded to
 * PNG), never sniffed, never a path: the name must be one the server made.
 */
export const uploadsRoute: FastifyPluginAsync = async (app) => {
  const { storage } = app;
  app.get<{ Params: { name: string } }>(`${UPLOADS_ROUTE_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params;
    const bytes = isStoredName(name) ? await storage.read(name) : undefined;
    if (!bytes) {
      return reply
        .status(404)
        .send(request.server.messages.fail('file_not_found', message('errors.fileNotFound')));
    }
    return reply
      .header('content-type', 'image/png')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${name}"`)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
  });
};
