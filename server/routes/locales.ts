import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_TAG_PATTERN } from '../../shared/i18n/languages';
import type { Brand } from '../brand/brand';
import { ApiError, message, ok } from '../http/envelope';

/** A brand's own copy of one language; the browser lays it over the default copy key by key. */
export function registerLocaleRoutes(app: FastifyInstance, brand: Brand): void {
  app.get<{ Params: { lang: string } }>(
    '/locales/:lang',
    {
      schema: {
        params: {
          type: 'object',
          properties: { lang: { type: 'string', pattern: LANGUAGE_TAG_PATTERN } },
          required: ['lang'],
        },
      },
    },
    async (request) => {
      const file = join(brand.dir, 'locales', `${request.params.lang}.json`);
      // A language the brand offers through the default brand's copy: the brand changes nothing in it.
      if (!existsSync(file) && brand.languages.includes(request.params.lang)) return ok({});
      if (!existsSync(file))
        throw new ApiError(
          404,
          'locale_not_found',
          message('errors.localeNotFound', { lang: request.params.lang }),
        );
      return ok(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
    },
  );
}
