// @vitest-environment node
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAnswers } from '../../../server/http/answerCheck';
import {
  answers,
  answersContent,
  DATE_TIME,
  objectOf,
  registerApiSchemas,
  STRING,
} from '../../../server/http/apiSchemas';

/** Each route answers `body` with `status`, declaring `{ name, at }` as its success's data. */
const ROUTES: Record<string, { status: number; body: unknown }> = {
  '/api/kept': {
    status: 200,
    body: { err: false, status_code: 'ok', msg: '', data: { name: 'a', at: new Date(0) } },
  },
  '/api/undeclared': {
    status: 200,
    body: {
      err: false,
      status_code: 'ok',
      msg: '',
      data: { name: 'a', at: new Date(0), extra: 1 },
    },
  },
  '/api/mistyped': {
    status: 200,
    body: { err: false, status_code: 'ok', msg: '', data: { name: 7, at: new Date(0) } },
  },
  '/api/refused': {
    status: 409,
    body: { err: true, status_code: 'taken', msg: 'Taken', data: null },
  },
  '/api/refused-badly': { status: 409, body: { err: true, status_code: 'taken', data: null } },
};

describe('checking answers against their declared schemas before serialization', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerApiSchemas(app);
    checkAnswers(app, '/api');
    for (const [url, { status, body }] of Object.entries(ROUTES))
      app.get(
        url,
        { schema: { response: answers(objectOf({ name: STRING, at: DATE_TIME })) } },
        (_, reply) => reply.code(status).send(body),
      );
    app.get(
      '/api/text',
      { schema: { response: answersContent('text/csv', 'A CSV') } },
      (_, reply) => reply.type('text/csv').send('a,b'),
    );
    app.get('/outside', { schema: { response: answers(objectOf({ name: STRING })) } }, () => ({
      err: false,
      status_code: 'ok',
      msg: '',
      data: { name: 7 },
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('lets an answer its schema declares through, as the serializer writes it', async () => {
    const res = await get('/api/kept');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { name: 'a', at: '1970-01-01T00:00:00.000Z' } });
    expect((await get('/api/refused')).statusCode).toBe(409);
    expect((await get('/api/text')).body).toBe('a,b');
  });

  it.each([
    [
      'a property the schema does not declare (the serializer would drop it)',
      '/api/undeclared',
      200,
    ],
    ['a value of another type (the serializer would coerce it)', '/api/mistyped', 200],
    ['an error without its envelope’s msg', '/api/refused-badly', 409],
  ])(
    'answers %s with 500 answer_drift, saying the route and what broke',
    async (_case, url, status) => {
      const res = await get(url);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({
        err: true,
        status_code: 'answer_drift',
        msg: `GET ${url} answered ${status} outside its declared response schema`,
        data: { errors: [expect.objectContaining({ instancePath: expect.any(String) })] },
      });
    },
  );

  it('leaves routes outside the API base alone', async () => {
    expect((await get('/outside')).statusCode).toBe(200);
  });
});
