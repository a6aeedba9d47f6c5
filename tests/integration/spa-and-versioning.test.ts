import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { startTestServer, tempDir } from './support/server';

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
    expect(await res.text()).toContain('<meta name="onramp-api-base" content="/api/v2" />');
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
});
