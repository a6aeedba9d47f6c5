import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPageRequest, type AppPage } from './appPage';
import { brandedPage, type PageBranding } from './brandedPage';
import { builtFile } from './builtFile';
import { escapeHtml } from './escapeHtml';
import { firstScreenPreloads, type FormModule } from './screenPreloads';
import { pathOf } from './requestPath';
import { sendRouteNotFound } from './routeNotFound';

const NOT_BUILT_PAGE =
  '<!doctype html><meta charset="utf-8"><title>Onramp</title><p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p>';

/**
 * Serves the built SPA from `staticDir` with a history fallback: any GET that is not an API
 * call and not a file gets index.html, with the API base path written into a meta tag and the
 * API calls every page starts with preloaded, so they download alongside the JavaScript, as do
 * the chunks of the first screen the address opens (screenPreloads).
 */
export async function registerSpa(
  app: FastifyInstance,
  options: {
    staticDir: string;
    apiBase: string;
    brandsDir: string;
    preloadApiPaths: string[];
    /** The brand's title, icon and default language as the live version has them, written into the page. */
    branding: () => PageBranding;
    /** Where the live version serves a form's module (schemas/forms/{form}.json), and what it loads. */
    formModule: (form: string) => FormModule | undefined;
    /** Also serves the page to browsers whose address failed before routing. */
    appPage: AppPage;
  },
): Promise<void> {
  const assetsDir = join(options.staticDir, 'assets') + sep;
  const preloads = options.preloadApiPaths
    .map(
      (path) =>
        `<link rel="preload" href="${escapeHtml(`${options.apiBase}${path}`)}" as="fetch" crossorigin="anonymous" />`,
    )
    .join('');
  const indexHtml = builtFile(join(options.staticDir, 'index.html'), (html) =>
    html
      .replace(
        '<meta name="onramp-api-base" content="/api" />',
        `<meta name="onramp-api-base" content="${escapeHtml(options.apiBase)}" />`,
      )
      .replace('</head>', `${preloads}</head>`),
  );
  const screenPreloads = firstScreenPreloads(
    join(options.staticDir, '.vite', 'manifest.json'),
    options.formModule,
  );

  // Files are looked up on each request (wildcard), so a rebuild's new files are served at once.
  await app.register(fastifyStatic, {
    root: options.staticDir,
    index: false,
    wildcard: true,
    serve: true,
    preCompressed: true,
    // The build's bookkeeping (.builds.json, .staging) is not for the browser.
    dotfiles: 'ignore',
    cacheControl: false,
    // Built assets carry a content hash in their names, so they never change under a URL.
    setHeaders: (response, path) =>
      response.setHeader(
        'cache-control',
        path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });
  await app.register(fastifyStatic, {
    root: options.brandsDir,
    prefix: '/brands/',
    decorateReply: false,
    allowedPath: (pathName) => /^\/[^/]+\/assets\/[^/]+$/.test(pathName),
  });

  const sendPage = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const page = indexHtml();
    const html =
      page &&
      brandedPage(page, options.branding()).replace(
        '</head>',
        `${screenPreloads(pathOf(request.url))}</head>`,
      );
    return reply
      .status(html ? status : 503)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html ?? NOT_BUILT_PAGE);
  };
  options.appPage.serveWith(sendPage);
  app.setNotFoundHandler((request, reply) =>
    isPageRequest(request) ? sendPage(request, reply, 200) : sendRouteNotFound(request, reply),
  );
}
