import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { startTestServer, tempDir } from './support/server';

/** A raw GET, so the body arrives exactly as sent (fetch would decode it). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const BUILT_CHUNK = `export const copy = ${JSON.stringify('onramp '.repeat(400))};`;

describe('the API under a version and the SPA with its history fallback', () => {
  const staticDir = tempDir('onramp-static-');
  const dataDir = tempDir('onramp-data-');
  let server: RunningServer;

  beforeAll(async () => {
    writeFileSync(
      join(staticDir.path, 'index.html'),
      '<!doctype html><html><head><meta name="onramp-api-base" content="/api" /></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(staticDir.path, 'app.js'), 'console.log(1)');
    mkdirSync(join(staticDir.path, 'assets'));
    const chunk = join(staticDir.path, 'assets/chunk-abc123.js');
    writeFileSync(chunk, BUILT_CHUNK);
    writeFileSync(`${chunk}.br`, brotliCompressSync(BUILT_CHUNK));
    writeFileSync(`${chunk}.gz`, gzipSync(BUILT_CHUNK));
    server = await startTestServer({
      API_VERSION: 'v2',
      STATIC_DIR: staticDir.path,
      DATA_DIR: dataDir.path,
    });
  });

  afterAll(async () => {
    await server.close();
    staticDir.remove();
    dataDir.remove();
  });

  it('serves the API under /api/{version} when API_VERSION is set', async () => {
    const res = await fetch(`${server.url}/api/v2/getInitialConfig`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { appConfig: { name: string } } };
    expect(body.data.appConfig.name).toBe('Onramp');
    expect((await fetch(`${server.url}/api/getInitialConfig`)).status).toBe(404);
  });

  it('answers a deep link with index.html carrying the versioned API base', async () => {
    const res = await fetch(`${server.url}/signup/business_category`, {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="onramp-api-base" content="/api/v2" />');
    // The brand's tab title and icon, from the first paint.
    expect(html).toContain('<title>Onramp</title>');
    expect(html).toContain('<link rel="icon" href="/brands/default/assets/favicon.svg" />');
    expect(html).toContain('<html lang="en" dir="ltr">');
  });

  it('gives a browser the app for an address it cannot read, and an API call an envelope', async () => {
    // A link cut inside a %-escape, and one carrying U+0000: the app says the link is not valid.
    for (const path of ['/reset-password/%E0%A4%A', '/reset-password/%00', '/verify-email%00']) {
      const page = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      expect(page.status, path).toBe(400);
      expect(page.headers.get('content-type'), path).toContain('text/html');
      expect(await page.text(), path).toContain('<div id="root"></div>');
    }
    const call = await fetch(`${server.url}/api/v2/user/%E0%A4%A`);
    expect(call.status).toBe(400);
    expect(((await call.json()) as { status_code: string }).status_code).toBe('bad_request');
    const notPage = await fetch(`${server.url}/reset-password/%00`);
    expect(((await notPage.json()) as { status_code: string }).status_code).toBe(
      'validation_failed',
    );
  });

  it('serves built files as they are and a missing file as a 404 envelope', async () => {
    expect(await (await fetch(`${server.url}/app.js`)).text()).toBe('console.log(1)');
    const missing = await fetch(`${server.url}/missing.js`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { status_code: string }).status_code).toBe('route_not_found');
  });

  it('serves brand assets but not the brand manifest', async () => {
    expect((await fetch(`${server.url}/brands/default/assets/logo.svg`)).status).toBe(200);
    expect((await fetch(`${server.url}/brands/default/brand.json`)).status).toBe(404);
  });

  it('sends a built chunk precompressed in the encoding the browser accepts, cached for good', async () => {
    const url = `${server.url}/assets/chunk-abc123.js`;
    const brotli = await rawGet(url, { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(BUILT_CHUNK);

    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(BUILT_CHUNK);

    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BUILT_CHUNK);
  });

  it('serves a rebuild without a restart: the new index.html and the files new since the start', async () => {
    const replacement = join(staticDir.path, 'index.html.next');
    writeFileSync(
      replacement,
      '<!doctype html><html><head><meta name="onramp-api-base" content="/api" /><script src="/assets/chunk-new456.js"></script></head></html>',
    );
    renameSync(replacement, join(staticDir.path, 'index.html'));
    writeFileSync(join(staticDir.path, 'assets/chunk-new456.js'), 'export {}');

    const page = await fetch(`${server.url}/signup`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    expect(html).toContain('/assets/chunk-new456.js');
    expect(html).toContain('<meta name="onramp-api-base" content="/api/v2" />');
    expect(await (await fetch(`${server.url}/assets/chunk-new456.js`)).text()).toBe('export {}');
    expect((await fetch(`${server.url}/assets/chunk-abc123.js`)).status).toBe(200);
  });

  it("does not serve the build's bookkeeping: the list of builds and the staging directory", async () => {
    writeFileSync(join(staticDir.path, '.builds.json'), '[]');
    mkdirSync(join(staticDir.path, '.staging'));
    writeFileSync(join(staticDir.path, '.staging/index.html'), 'half built');
    expect((await fetch(`${server.url}/.builds.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/.staging/index.html`)).status).toBe(404);
  });

  it('compresses API answers over 1 KiB and leaves small ones alone', async () => {
    // The start-up config carries the flow: well over 1 KiB.
    const config = await rawGet(`${server.url}/api/v2/getInitialConfig`, {
      'accept-encoding': 'br',
    });
    expect(config.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(config.body).toString())).toHaveProperty('data');

    const missing = await rawGet(`${server.url}/api/v2/nowhere`, { 'accept-encoding': 'br' });
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString())).toHaveProperty('status_code', 'route_not_found');
  });
});
