import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { buildTestApp } from './support/server';

describe('every failure leaves as a contract envelope', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    ({ app, database } = await buildTestApp({ BODY_LIMIT_BYTES: '2048' }));
    // Routes that exist only in this test, to reach the error handler with typed bodies and crashes.
    app.post(
      '/api/test/typed',
      {
        schema: {
          body: { type: 'object', required: ['age'], properties: { age: { type: 'integer' } } },
        },
      },
      async (request) => ({ err: false, data: request.body }),
    );
    app.get('/api/test/crash', async () => {
      throw new Error('database password is hunter2');
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers an unknown API route with 404 route_not_found', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      err: true,
      status_code: 'route_not_found',
      msg: 'Route GET /api/no-such-route not found',
      msg_ref: {
        id: 'errors.routeNotFound',
        params: { method: 'GET', path: '/api/no-such-route' },
      },
      data: null,
    });
  });

  it('answers malformed JSON with 400 malformed_json', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/typed',
      headers: { 'content-type': 'application/json' },
      payload: '{"age": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      err: true,
      status_code: 'malformed_json',
      msg: 'The request body is not valid JSON.',
      msg_ref: { id: 'errors.malformedJson' },
    });
  });

  it('answers a wrong type with 400 validation_failed naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/typed',
      payload: { age: 'forty' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ err: true, status_code: 'validation_failed' });
    expect(body.msg).toBe('Please enter a whole number.');
    expect(body.msg_ref).toEqual({ id: 'validation.default.type.integer' });
    expect(body.data.errors[0]).toEqual({
      path: '/age',
      message: { id: 'validation.default.type.integer' },
    });
  });

  it('answers a missing field with 400 naming the missing property', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/typed', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0].path).toBe('/age');
  });

  it('answers an oversize body with 413 payload_too_large', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/typed',
      payload: { age: 1, pad: 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ err: true, status_code: 'payload_too_large' });
  });

  it('hides an unexpected error behind the generic message, with no stack', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      err: true,
      status_code: 'internal_error',
      msg: 'Something went wrong!',
      msg_ref: { id: 'errors.generic' },
      data: null,
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
  });

  it('keeps serving after every kind of bad input', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/getInitialConfig' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.appConfig.name).toBe('Onramp');
  });

  it('sends a page a Content-Security-Policy without unsafe-eval or third-party origins', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/signup',
      headers: { accept: 'text/html' },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/https?:\/\//);
    // No other site may frame a page; this origin's own pages may frame only the Studio preview.
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'self'");
  });

  it("sends an API answer a policy that lets nothing load or frame it, without a page's headers", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/getInitialConfig' });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    for (const pageOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
    ])
      expect(res.headers[pageOnly], pageOnly).toBeUndefined();
    const page = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'text/html' },
    });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the same security headers on an error, an unknown route and a poll', async () => {
    const headersOf = async (url: string, method: 'GET' | 'POST' = 'GET') => {
      const res = await app.inject({ method, url, payload: method === 'POST' ? '{' : undefined });
      return {
        status: res.statusCode,
        csp: res.headers['content-security-policy'],
        nosniff: res.headers['x-content-type-options'],
        frame: res.headers['x-frame-options'],
        hsts: res.headers['strict-transport-security'],
      };
    };
    const answer = await headersOf('/api/getInitialConfig');
    expect(answer.csp).toContain("default-src 'none'");
    expect(answer.nosniff).toBe('nosniff');
    expect(answer.hsts).toMatch(/max-age=/);
    for (const other of [
      await headersOf('/api/no-such-route'),
      await headersOf('/api/check-payment-status'),
      await headersOf('/api/user/login', 'POST'),
    ]) {
      expect(other.status).toBeGreaterThanOrEqual(400);
      expect(other).toMatchObject({
        csp: answer.csp,
        nosniff: answer.nosniff,
        frame: answer.frame,
        hsts: answer.hsts,
      });
    }
  });

  it('lets this origin frame the Studio preview page, and no other page', async () => {
    const page = (url: string) =>
      app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const preview = String(
      (await page('/studio/preview/1?step=payment')).headers['content-security-policy'],
    );
    expect(preview).toContain("frame-ancestors 'self'");
    expect(preview).not.toContain("frame-ancestors 'none'");
    for (const other of ['/studio', '/signup/payment', '/studio/previews/1', '/studio/preview']) {
      const csp = String((await page(other)).headers['content-security-policy']);
      expect(csp, other).toContain("frame-ancestors 'none'");
    }
  });
});
