import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip, gzipSync } from 'node:zlib';
import sharp from 'sharp';

/** The colours the fixture's logo is drawn in: its left and right halves. */
export const FIXTURE_LOGO_COLORS = ['#e4572e', '#17bebb'] as const;
/** The page's meta theme-color. */
export const FIXTURE_THEME_COLOR = '#2e86ab';
/** A colour only the linked style sheet uses. */
export const FIXTURE_CSS_COLOR = '#6a4c93';

export interface FixtureSite {
  /** The home page, e.g. http://127.0.0.1:41234/ */
  url: string;
  /** The header logo's URL. */
  logoUrl: string;
  /** The help center start page (for a knowledge base import). */
  helpUrl: string;
  /** Paths requested so far, in order, with the Host header they came with. */
  requests: { path: string; host: string }[];
  close(): Promise<void>;
}

/** A PNG logo: two solid halves in the fixture colours on a transparent margin. */
export async function fixtureLogoPng(): Promise<Buffer> {
  const [left, right] = FIXTURE_LOGO_COLORS;
  const half = (color: string) =>
    sharp({ create: { width: 80, height: 60, channels: 4, background: color } })
      .png()
      .toBuffer();
  return sharp({
    create: { width: 200, height: 80, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      { input: await half(left), left: 20, top: 10 },
      { input: await half(right), left: 100, top: 10 },
    ])
    .png()
    .toBuffer();
}

const HOME = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Fixture Co: bicycles for busy people</title>
  <meta name="theme-color" content="${FIXTURE_THEME_COLOR}">
  <meta property="og:image" content="/images/hero.jpg">
  <link rel="icon" href="/favicon.ico">
  <link rel="stylesheet" href="/styles/site.css">
  <style>body { margin: 0; color: #222222; background: #ffffff; }</style>
</head>
<body>
  <header class="site-header">
    <a href="/"><img class="site-logo" src="/images/logo.png" alt="Fixture Co logo" width="200" height="80"></a>
    <nav><a href="/help/">Help</a> <a href="/pricing">Pricing</a></nav>
  </header>
  <main>
    <h1>Bicycles for busy people</h1>
    <p>Fixture Co builds light city bicycles and services them at your door.</p>
    <a class="button" href="/shop">Shop now</a>
  </main>
</body>
</html>`;

const STYLESHEET = `:root { --brand-primary: ${FIXTURE_LOGO_COLORS[0]}; --brand-accent: ${FIXTURE_CSS_COLOR}; }
.button { background: var(--brand-primary); color: #ffffff; border: 1px solid ${FIXTURE_CSS_COLOR}; }
a { color: ${FIXTURE_CSS_COLOR}; }`;

const HELP_HOME = `<!doctype html>
<html><head><title>Fixture Co Help Center</title></head>
<body>
  <nav><a href="/">Home</a></nav>
  <h1>Help Center</h1>
  <p>Answers to the questions riders ask most.</p>
  <ul>
    <li><a href="/help/refunds">Refunds and returns</a></li>
    <li><a href="/help/servicing">Servicing at your door</a></li>
    <li><a href="https://elsewhere.example/help">Another site</a></li>
  </ul>
  <script>var tracking = "do not import me";</script>
</body></html>`;

const HELP_PAGES: Record<string, string> = {
  '/help/refunds': `<!doctype html><html><head><title>Refunds and returns</title></head><body>
    <h1>Refunds and returns</h1><p>You can return a bicycle within 30 days for a full refund.</p>
    <p>Refunds reach your card in 5 to 7 working days.</p></body></html>`,
  '/help/servicing': `<!doctype html><html><head><title>Servicing at your door</title></head><body>
    <h1>Servicing at your door</h1><p>Book a mechanic visit from your account page.</p></body></html>`,
};

type Handler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

function send(response: ServerResponse, status: number, type: string, body: string | Buffer) {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

function routes(logo: Buffer): Record<string, Handler> {
  const html =
    (body: string): Handler =>
    (_q, r) =>
      send(r, 200, 'text/html; charset=utf-8', body);
  return {
    '/': html(HOME),
    '/styles/site.css': (_q, r) => send(r, 200, 'text/css', STYLESHEET),
    '/images/logo.png': (_q, r) => send(r, 200, 'image/png', logo),
    '/help/': html(HELP_HOME),
    ...Object.fromEntries(Object.entries(HELP_PAGES).map(([path, body]) => [path, html(body)])),
    '/no-logo': html('<!doctype html><title>Plain</title><p>No images, no colours.</p>'),
    '/redirect-to-metadata': (_q, r) => {
      r.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      r.end();
    },
    '/redirect-loop': (_q, r) => {
      r.writeHead(302, { location: '/redirect-loop' });
      r.end();
    },
    '/big': (_q, r) => send(r, 200, 'text/html', `<p>${'x'.repeat(3 * 1024 * 1024)}</p>`),
    // Never answers: for time limits.
    '/slow': () => {},
    // Headers and the start of the body, then silence: for a time limit hit mid-body.
    '/stalls-mid-body': (_q, r) => {
      r.writeHead(200, { 'content-type': 'text/html', 'content-length': 4096 });
      r.write('<!doctype html><title>Half</title><p>The first part');
    },
    '/stalls-mid-chunked-body': (_q, r) => {
      r.writeHead(200, { 'content-type': 'text/html' });
      r.write('<!doctype html><title>Half</title><p>The first part');
    },
    '/gzipped': (_q, r) => {
      r.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      r.end(gzipSync('<!doctype html><title>Packed</title><p>Unpacked in full</p>'));
    },
    '/stalls-mid-gzip-body': (_q, r) => {
      r.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      const gzip = createGzip();
      gzip.pipe(r);
      gzip.write('<!doctype html><title>Half</title><p>The first part');
      gzip.flush();
    },
  };
}

/**
 * A small website on 127.0.0.1 and a port the OS picks: a home page with a header logo (a real
 * PNG in FIXTURE_LOGO_COLORS), a theme-color, a linked style sheet, and a little help center.
 * Server fetches reach it only with FETCH_ALLOW_LOOPBACK=true.
 */
export async function startFixtureSite(): Promise<FixtureSite> {
  const table = routes(await fixtureLogoPng());
  const requests: FixtureSite['requests'] = [];
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    requests.push({ path, host: request.headers.host ?? '' });
    const handler = table[path];
    if (!handler) return send(response, 404, 'text/html', '<h1>Not found</h1>');
    return void handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    logoUrl: `${url}images/logo.png`,
    helpUrl: `${url}help/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
