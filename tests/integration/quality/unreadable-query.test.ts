import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/server';
import { startTestServer, tempDir } from '../support/server';

interface Answer {
  status_code: string;
  msg: string;
  msg_ref: { id: string };
  data: { errors?: { path: string }[] } | null;
}

/** %-escapes that do not decode to UTF-8 text. */
const UNREADABLE: [string, string][] = [
  ['%ff', 'a byte that starts no UTF-8 character'],
  ['%ED%A0%80', 'a lone high surrogate, escaped'],
  ['%ED%B0%80', 'a lone low surrogate, escaped'],
  ['%E2%82', 'a character cut short'],
  ['%zz', 'not an escape at all'],
];

describe('a query string the server cannot read', () => {
  const staticDir = tempDir('onramp-static-');
  const dataDir = tempDir('onramp-data-');
  let server: RunningServer;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers });

  beforeAll(async () => {
    writeFileSync(
      join(staticDir.path, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    server = await startTestServer({ STATIC_DIR: staticDir.path, DATA_DIR: dataDir.path });
  });

  afterAll(async () => {
    await server.close();
    staticDir.remove();
    dataDir.remove();
  });

  it.each(UNREADABLE)(
    'answers ?lng=%s (%s) on /getInitialConfig with 400 bad_request',
    async (escape) => {
      const res = await get(`/api/getInitialConfig?lng=${escape}`);
      expect(res.status).toBe(400);
      expect((await res.json()) as Answer).toMatchObject({
        err: true,
        status_code: 'bad_request',
        msg: 'The address could not be read: a %-escape in its query does not decode to text.',
        msg_ref: { id: 'errors.unreadableQuery' },
      });
    },
  );

  it('answers the same on any route, and for an unreadable name as for a value', async () => {
    for (const path of ['/api/locales/en?version=%ff', '/api/getInitialConfig?%ff=en']) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as Answer).status_code, path).toBe('bad_request');
    }
  });

  it('refuses U+0000 in lng as text the database cannot hold', async () => {
    const res = await get('/api/getInitialConfig?lng=en%00');
    expect(res.status).toBe(400);
    expect((await res.json()) as Answer).toMatchObject({
      status_code: 'validation_failed',
      data: { errors: [{ path: '/lng' }] },
    });
  });

  it.each([
    ['a language it could serve', 'en'],
    ['an over-long value', 'a'.repeat(5000)],
    ['readable text', '%E6%97%A5%E6%9C%AC'],
  ])('refuses lng as %s: the start-up config takes no query', async (_name, value) => {
    const res = await get(`/api/getInitialConfig?lng=${value}`);
    expect(res.status).toBe(400);
    expect((await res.json()) as Answer).toMatchObject({
      status_code: 'validation_failed',
      data: { errors: [{ path: '/lng' }] },
    });
  });

  it('answers the start-up config asked without a query', async () => {
    const res = await get('/api/getInitialConfig');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { err: boolean }).err).toBe(false);
  });

  it('gives a browser opening a page with such a query the app, with status 400', async () => {
    const page = await get('/login?lng=%ff', { accept: 'text/html' });
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root"></div>');
  });
});
