import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { buildTestApp } from './support/server';

describe('a brand’s languages (Beacon: English of its own, the rest from the default brand)', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    ({ app, database } = await buildTestApp({ BRAND: 'beacon' }));
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('offers every language either brand has copy for, its default first', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/getInitialConfig' });
    const { locales, defaultLanguage } = res.json().data.brand;
    expect(defaultLanguage).toBe('en');
    expect(locales[0]).toBe('en');
    expect(locales).toEqual(expect.arrayContaining(['ar', 'de', 'es']));
  });

  it('serves the brand’s own copy of a language it has', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/locales/en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data['auth.signup.title']).toBe('Welcome to Beacon');
  });

  it('answers an offered language the brand changes nothing in with no copy of its own', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/locales/de' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({});
  });

  it('answers a language nobody offers with 404 locale_not_found', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/locales/fr' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      err: true,
      status_code: 'locale_not_found',
      msg_ref: { id: 'errors.localeNotFound', params: { lang: 'fr' } },
    });
  });
});
