import fastifyCompress from '@fastify/compress';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { LANGUAGE_TAG_PATTERN } from '../../../shared/i18n/languages';
import { buildInitialConfig } from '../brand/deployedConfig';
import type { ConfigDocuments } from '../../../shared/config/readConfigDocuments';
import { ApiError, message, ok } from '../../http/envelope';
import { SERVICES_PLUGIN } from '../../plugins/services';
import type { FlowConfig, SchemaKind } from './flowConfig';
import { versionedInitialConfig } from './flowConfig';
import { brandAssetRoute } from './brandAssetRoute';
import { moduleFormat, schemaModuleUrl, versionBase } from './moduleUrls';
import { servedModuleSource } from './servedModule';

const VERSION_ID = '^[1-9][0-9]{0,17}$';
const MODULE_FILE = /^([a-z][a-z0-9_-]{0,63})\.js$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const DRAFT_ID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const moduleParams = {
  format: { type: 'string', maxLength: 64 },
  kind: { type: 'string', enum: ['steps', 'forms'] },
  file: { type: 'string', maxLength: 80 },
} as const;

/** The start-up config takes no query parameters: one sent is refused, not ignored. */
const noQuery = { type: 'object', additionalProperties: false } as const;

const notFound = (what: string) =>
  new ApiError(404, 'config_not_found', message('errors.configNotFound', { what }));

/**
 * The browser's view of the configuration versions under the API base, the only answers this
 * server compresses: what every page start downloads (the locales are the big one). The hook costs
 * the small, hot polling answers more than it saves; built assets are precompressed. Beside them,
 * at the site's root, the brand images the versions point at (brandAssetRoute).
 */
export const configRoutesPlugin = fastifyPlugin(
  async (app) => {
    await app.register(
      async (api) => {
        await api.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
        await api.register(configRoutes);
      },
      { prefix: app.config.apiBase },
    );
    await app.register(brandAssetRoute);
  },
  { name: 'onramp-config-routes', dependencies: [SERVICES_PLUGIN] },
);

/**
 * The browser's view of the configuration versions: GET /getInitialConfig (the live version's),
 * GET /config/:version (a pinned user's), each step's and form's module at an immutable URL, and
 * GET /locales/:lang (?version=) the copy the page lays over the copy built into it.
 */
const configRoutes: FastifyPluginAsync = async (api) => {
  const { configs, repository } = api;
  const { apiBase } = api.config;
  const deployed = buildInitialConfig(api.config, api.brand, api.tenantDomainSuffix);
  const format = moduleFormat();
  const moduleUrl = (base: string) => (kind: SchemaKind, name: string) =>
    schemaModuleUrl(base, kind, name);
  /** A version's start-up config; its modules under `base`, its copy at `copy`. */
  const startConfig = (flowConfig: FlowConfig, { base, copy }: { base: string; copy: string }) =>
    versionedInitialConfig(deployed, flowConfig, { module: moduleUrl(base), copy });
  const versionUrls = (versionId: string) => ({
    base: versionBase(apiBase, versionId),
    copy: `${apiBase}/locales/{lang}?version=${versionId}`,
  });
  const draftUrls = (draftId: string) => ({
    base: `${apiBase}/config/drafts/${draftId}`,
    copy: `${apiBase}/config/drafts/${draftId}/locales/{lang}`,
  });
  const immutable = (reply: FastifyReply) => reply.header('cache-control', IMMUTABLE);
  const versionOrThrow = async (versionId: string) => {
    const found = await configs.find(versionId);
    if (!found) throw notFound(`version ${versionId}`);
    return found;
  };

  api.get('/getInitialConfig', { schema: { querystring: noQuery } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    const live = configs.live();
    // The live copy, not the version's: the page preloads it, and it is the same until a publish.
    return ok(
      startConfig(live, { ...versionUrls(live.versionId), copy: `${apiBase}/locales/{lang}` }),
    );
  });

  api.get<{ Params: { versionId: string } }>(
    '/config/:versionId',
    {
      schema: {
        querystring: noQuery,
        params: {
          type: 'object',
          required: ['versionId'],
          properties: { versionId: { type: 'string', pattern: VERSION_ID } },
        },
      },
    },
    async (request, reply) => {
      const flowConfig = await versionOrThrow(request.params.versionId);
      immutable(reply);
      return ok(startConfig(flowConfig, versionUrls(flowConfig.versionId)));
    },
  );

  const draftOrThrow = async (draftId: string) => {
    const found = await configs.findDraft(draftId);
    if (!found) throw notFound(`draft ${draftId}`);
    return found;
  };
  const draftId = { type: 'string', pattern: DRAFT_ID } as const;

  // A draft's preview: the same shapes at the draft's own (shareable, unguessable) address.
  api.get<{ Params: { draftId: string } }>(
    '/config/drafts/:draftId',
    { schema: { params: { type: 'object', required: ['draftId'], properties: { draftId } } } },
    async (request, reply) => {
      const flowConfig = await draftOrThrow(request.params.draftId);
      reply.header('cache-control', 'private, no-cache');
      return ok(startConfig(flowConfig, draftUrls(request.params.draftId)));
    },
  );

  const langParam = { type: 'string', pattern: LANGUAGE_TAG_PATTERN } as const;
  const copyOrThrow = (flowConfig: FlowConfig, lang: string) => {
    const copy = copyOverlay(flowConfig, lang, repository);
    if (!copy)
      throw new ApiError(404, 'locale_not_found', message('errors.localeNotFound', { lang }));
    return copy;
  };

  api.get<{ Params: { draftId: string; lang: string } }>(
    '/config/drafts/:draftId/locales/:lang',
    {
      schema: {
        params: {
          type: 'object',
          required: ['draftId', 'lang'],
          properties: { draftId, lang: langParam },
        },
      },
    },
    async (request, reply) => {
      const copy = copyOrThrow(await draftOrThrow(request.params.draftId), request.params.lang);
      reply.header('cache-control', 'private, no-cache');
      return ok(copy);
    },
  );

  api.get<{ Params: { draftId: string; format: string; kind: SchemaKind; file: string } }>(
    '/config/drafts/:draftId/:format/:kind/:file',
    {
      schema: {
        params: {
          type: 'object',
          required: ['draftId', 'format', 'kind', 'file'],
          properties: { draftId, ...moduleParams },
        },
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const name = MODULE_FILE.exec(file)?.[1];
      if (request.params.format !== format || !name) throw notFound(`${kind}/${file}`);
      const module = (await draftOrThrow(request.params.draftId)).schemaModule(kind, name);
      if (module === undefined) throw notFound(`${kind}/${file}`);
      const served = await servedModuleSource(module, request.log);
      reply.header('cache-control', served.minified ? 'private, max-age=3600' : 'no-cache');
      return reply.type('text/javascript; charset=utf-8').send(served.source);
    },
  );

  api.get<{ Params: { versionId: string; format: string; kind: SchemaKind; file: string } }>(
    '/config/:versionId/:format/:kind/:file',
    {
      schema: {
        params: {
          type: 'object',
          required: ['versionId', 'format', 'kind', 'file'],
          properties: { versionId: { type: 'string', pattern: VERSION_ID }, ...moduleParams },
        },
      },
    },
    async (request, reply) => {
      const { versionId, kind, file } = request.params;
      const name = MODULE_FILE.exec(file)?.[1];
      // A module built for another deploy's validator runtime: the page must load the new one.
      if (request.params.format !== format || !name) throw notFound(`${kind}/${file}`);
      const module = (await versionOrThrow(versionId)).schemaModule(kind, name);
      if (module === undefined) throw notFound(`${kind}/${file}`);
      const served = await servedModuleSource(module, request.log);
      // Unminified only while the minifier fails: not kept, so the URL's lasting bytes are one.
      if (served.minified) immutable(reply);
      else reply.header('cache-control', 'no-cache');
      return reply.type('text/javascript; charset=utf-8').send(served.source);
    },
  );

  api.get<{ Params: { lang: string }; Querystring: { version?: string } }>(
    '/locales/:lang',
    {
      schema: {
        params: {
          type: 'object',
          properties: { lang: langParam },
          required: ['lang'],
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { version: { type: 'string', pattern: VERSION_ID } },
        },
      },
    },
    async (request, reply) => {
      const { lang } = request.params;
      const versioned = request.query.version !== undefined;
      const flowConfig = versioned ? await versionOrThrow(request.query.version!) : configs.live();
      const copy = copyOrThrow(flowConfig, lang);
      reply.header('cache-control', versioned ? IMMUTABLE : 'no-cache');
      return ok(copy);
    },
  );
};

/**
 * A version's copy of a language as the page lays it over the default copy built into it: the
 * brand's own copy, and every default key the version words differently from the build.
 */
function copyOverlay(
  flowConfig: FlowConfig,
  lang: string,
  repository: ConfigDocuments,
): Record<string, string> | undefined {
  const { brand } = flowConfig;
  if (!brand.languages.includes(lang)) return undefined;
  const defaultPath = `brands/default/locales/${lang}.json`;
  const built = JSON.parse(repository.get(defaultPath) ?? '{}') as Record<string, string>;
  const published = flowConfig.copyFile(defaultPath) ?? {};
  const changed = Object.entries(published).filter(([key, text]) => built[key] !== text);
  const own =
    brand.id === 'default'
      ? {}
      : (flowConfig.copyFile(`brands/${brand.id}/locales/${lang}.json`) ?? {});
  return { ...Object.fromEntries(changed), ...own };
}
