import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../auth/harness';
import { eventually } from '../payments/support';
import { databaseTargets } from '../support/databases';
import { receivingServer } from '../support/receivingServer';
import { operatorToken } from '../support/studio';
import { pay } from '../tenants/support';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Text PostgreSQL cannot store (U+0000) or that is not Unicode (a lone surrogate). */
const UNSAFE_TEXT = ['a\u0000b', '\ud800', 'x\udfff'];
/** Ids that are not the lowercase UUIDs the routes name, as a path segment. */
const NOT_UUIDS = [
  'not-a-uuid',
  String(2 ** 31),
  String(2 ** 53),
  String(2 ** 63),
  '-1',
  '0',
  '1.5',
  '1e308',
  'NaN',
  '%00',
  '%ED%A0%80',
  '%ff',
  `${randomUUID()}%00`,
  randomUUID().toUpperCase(),
  `${randomUUID()}x`,
  'x'.repeat(5000),
];
/** JSON text nested 10,000 levels deep, written out: serializers recurse. */
const DEEP_OBJECT = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
const DEEP_ARRAY = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

function expectEnvelope(res: LightMyRequestResponse, where: string, status?: number): void {
  const said = `${where}: ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (status === undefined) {
    expect(res.statusCode, said).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, said).toBeLessThan(500);
  } else {
    expect(res.statusCode, said).toBe(status);
  }
  expect(res.headers['content-type'], said).toContain('application/json');
  const body = res.json<{ err: unknown; status_code: unknown; msg: unknown; msg_ref: unknown }>();
  expect(body.err, said).toBe(true);
  expect(body.status_code, said).toEqual(expect.any(String));
  expect(body.msg, said).toEqual(expect.stringMatching(/\S/));
  expect(body.msg_ref, said).toMatchObject({ id: expect.any(String) });
}

/**
 * An id that is no UUID: 400, or 404 route_not_found when the segment is longer than the router
 * reads a parameter (maxParamLength), so that no route has it.
 */
function expectIdRefused(res: LightMyRequestResponse, where: string): void {
  expectEnvelope(res, where);
  expect(
    [400, 404].includes(res.statusCode) &&
      (res.statusCode === 400 ||
        res.json<{ status_code: string }>().status_code === 'route_not_found'),
    `${where}: ${res.statusCode} ${res.body.slice(0, 200)}`,
  ).toBe(true);
}

/** A Standard Webhooks signature of `body`, for any webhook-id and timestamp text. */
function signature(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * Requests no browser of the Studio sends, to the integration routes (webhooks, provisioning, API
 * keys, invitations) and to the adopter's provisioning callback: each is answered with a 4xx and
 * the contract's error envelope, never a 5xx, and writes nothing.
 */
describe.each(databaseTargets())('hostile input to the integration routes on $name', (target) => {
  const s = receivingServer(target, { PROVISIONING_TIMEOUT_SECONDS: '1' });
  const { db, studio } = s;
  const app = () => s.running().app;

  let bearer = '';
  beforeAll(async () => {
    bearer = `Bearer ${await operatorToken(app())}`;
  });

  /** A Studio call as the operator, with a raw body and the headers given. */
  const raw = (
    method: Method,
    url: string,
    payload?: string,
    headers: Record<string, string> = { 'content-type': 'application/json' },
  ) =>
    app().inject({
      method,
      url: `/api/studio${url}`,
      headers: { authorization: bearer, ...headers },
      ...(payload === undefined ? {} : { payload }),
    } as InjectOptions);

  const count = async (table: 'webhook_endpoints' | 'api_keys' | 'operator_invitations') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function addEndpoint(): Promise<{ id: string; url: string }> {
    const res = await studio('POST', '/webhooks', {
      url: s.receiver().url('/hostile'),
      events: ['account.created'],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { endpoint: { id: string; url: string } } }>().data.endpoint;
  }

  describe('Studio webhooks', () => {
    it('refuses hostile bodies for a new endpoint, and adds no row', async () => {
      const url = s.receiver().url('/hostile');
      const before = await count('webhook_endpoints');
      const bodies: [string, unknown][] = [
        ...UNSAFE_TEXT.map((t): [string, unknown] => [
          `url ${JSON.stringify(t)}`,
          { url: `${url}${t}`, events: ['account.created'] },
        ]),
        ...UNSAFE_TEXT.map((t): [string, unknown] => [
          `description ${JSON.stringify(t)}`,
          { url, description: t, events: ['account.created'] },
        ]),
        ...UNSAFE_TEXT.map((t): [string, unknown] => [
          `event ${JSON.stringify(t)}`,
          { url, events: [t] },
        ]),
        ['a duplicate event', { url, events: ['account.created', 'account.created'] }],
        ['an unknown event', { url, events: ['account.deleted.forever'] }],
        ['no events', { url, events: [] }],
        ['events as a string', { url, events: 'account.created' }],
        ['events as an object', { url, events: { 0: 'account.created' } }],
        ['a null event', { url, events: [null] }],
        [
          'a url of 5000 characters',
          { url: `${url}/${'a'.repeat(5000)}`, events: ['account.created'] },
        ],
        ['a url as a number', { url: 2 ** 53, events: ['account.created'] }],
        ['a url as an array', { url: [url], events: ['account.created'] }],
        ['a blank url', { url: '   ', events: ['account.created'] }],
        ['a javascript: url', { url: 'javascript:alert(1)', events: ['account.created'] }],
        ['a file: url', { url: 'file:///etc/passwd', events: ['account.created'] }],
        [
          'a url with credentials',
          { url: url.replace('//', '//user:pw@'), events: ['account.created'] },
        ],
        ['a relative url', { url: '/hostile', events: ['account.created'] }],
        [
          'a description of 501 characters',
          { url, description: 'd'.repeat(501), events: ['account.created'] },
        ],
        ['an unknown field', { url, events: ['account.created'], secret: 'whsec_mine' }],
        ['an array', [{ url, events: ['account.created'] }]],
        ['null', null],
        ['a number', 2 ** 31],
      ];
      for (const [name, body] of bodies) {
        expectEnvelope(await raw('POST', '/webhooks', JSON.stringify(body)), name);
      }
      for (const [name, payload, type] of [
        ['an empty body', '', 'application/json'],
        ['JSON nested 10,000 levels', DEEP_OBJECT, 'application/json'],
        ['arrays nested 10,000 levels', DEEP_ARRAY, 'application/json'],
        ['not JSON', '{"url": ', 'application/json'],
        ['text', `url=${url}&events=account.created`, 'text/plain'],
        [
          'a form',
          `url=${encodeURIComponent(url)}&events=account.created`,
          'application/x-www-form-urlencoded',
        ],
        ['XML', '<endpoint/>', 'application/xml'],
      ] as const) {
        expectEnvelope(await raw('POST', '/webhooks', payload, { 'content-type': type }), name);
      }
      expect(await count('webhook_endpoints')).toBe(before);
    });

    it('refuses a url longer than 2000 characters once written out, on add, edit and provisioning', async () => {
      const base = s.receiver().url('/');
      // 1,990 characters as sent; each é is saved as %C3%A9, six times as long.
      const long = `${base}${'é'.repeat(1990 - base.length)}`;
      const atLimit = `${base}${'a'.repeat(2000 - base.length)}`;
      const before = await count('webhook_endpoints');
      const tooLong = (res: LightMyRequestResponse, where: string) => {
        expectEnvelope(res, where, 400);
        expect(res.json()).toMatchObject({
          status_code: 'webhook_url_invalid',
          msg_ref: { id: 'errors.webhookUrlTooLong', params: { limit: 2000 } },
        });
      };
      tooLong(
        await raw('POST', '/webhooks', JSON.stringify({ url: long, events: ['account.created'] })),
        'POST',
      );
      expect(await count('webhook_endpoints')).toBe(before);
      const endpoint = await addEndpoint();
      tooLong(
        await raw('PATCH', `/webhooks/${endpoint.id}`, JSON.stringify({ url: long })),
        'PATCH',
      );
      tooLong(await raw('PUT', '/provisioning', JSON.stringify({ url: long })), 'PUT');
      expect(await db().selectFrom('provisioning_endpoints').select('brand').execute()).toEqual([]);
      // 2000 characters that stay as they are: taken.
      const taken = await raw(
        'PATCH',
        `/webhooks/${endpoint.id}`,
        JSON.stringify({ url: atLimit }),
      );
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json()).toMatchObject({ data: { endpoint: { url: atLimit } } });
    });

    it('refuses hostile ids and bodies on edit, test, replay, rotate, remove and deliveries, and changes nothing', async () => {
      const endpoint = await addEndpoint();
      const stored = () =>
        db()
          .selectFrom('webhook_endpoints')
          .selectAll()
          .where('id', '=', endpoint.id)
          .executeTakeFirstOrThrow();
      const before = await stored();

      for (const id of NOT_UUIDS) {
        for (const [method, url, body] of [
          ['PATCH', `/webhooks/${id}`, { enabled: false }],
          ['DELETE', `/webhooks/${id}`, undefined],
          ['POST', `/webhooks/${id}/test`, undefined],
          ['POST', `/webhooks/${id}/rotate-secret`, undefined],
          ['GET', `/webhooks/${id}/deliveries`, undefined],
          ['POST', `/webhooks/${id}/deliveries/${randomUUID()}/replay`, undefined],
          ['POST', `/webhooks/${endpoint.id}/deliveries/${id}/replay`, undefined],
        ] as const) {
          const res = await raw(
            method,
            url,
            body === undefined ? undefined : JSON.stringify(body),
            body === undefined ? {} : { 'content-type': 'application/json' },
          );
          expectIdRefused(res, `${method} ${url.slice(0, 120)}`);
        }
      }
      // Ids of the right shape that name nothing: 404.
      for (const [method, url] of [
        ['PATCH', `/webhooks/${randomUUID()}`],
        ['DELETE', `/webhooks/${randomUUID()}`],
        ['POST', `/webhooks/${randomUUID()}/test`],
        ['POST', `/webhooks/${randomUUID()}/rotate-secret`],
        ['GET', `/webhooks/${randomUUID()}/deliveries`],
        ['POST', `/webhooks/${endpoint.id}/deliveries/${randomUUID()}/replay`],
      ] as const) {
        const res = await raw(
          method,
          url,
          method === 'PATCH' ? '{"enabled":false}' : undefined,
          method === 'PATCH' ? { 'content-type': 'application/json' } : {},
        );
        expectEnvelope(res, `${method} ${url}`, 404);
      }

      const edits: [string, unknown][] = [
        ['an empty object', {}],
        ['enabled as text', { enabled: 'false' }],
        ['enabled as null', { enabled: null }],
        ['enabled as 0', { enabled: 0 }],
        ['a duplicate event', { events: ['account.created', 'account.created'] }],
        ['an unknown event', { events: ['webhook.test'] }],
        ['an unknown field', { secret: 'whsec_mine' }],
        ['a url with U+0000', { url: `${endpoint.url}\u0000` }],
        ['a url with a lone surrogate', { url: `${endpoint.url}\ud800` }],
        ['a description with U+0000', { description: 'a\u0000b' }],
        ['an array', [{ enabled: false }]],
        ['null', null],
      ];
      for (const [name, body] of edits) {
        expectEnvelope(
          await raw('PATCH', `/webhooks/${endpoint.id}`, JSON.stringify(body)),
          `PATCH ${name}`,
        );
      }
      for (const [name, payload] of [
        ['empty', ''],
        ['nested 10,000 levels', DEEP_OBJECT],
      ] as const) {
        expectEnvelope(await raw('PATCH', `/webhooks/${endpoint.id}`, payload), `PATCH ${name}`);
      }
      // A body no route of these reads, when it is hostile, is refused as well.
      for (const url of [
        `/webhooks/${endpoint.id}/test`,
        `/webhooks/${endpoint.id}/rotate-secret`,
      ]) {
        expectEnvelope(await raw('POST', url, DEEP_ARRAY), `POST ${url} nested`);
        expectEnvelope(await raw('POST', url, '{"a":"\\u0000"}'), `POST ${url} U+0000`);
      }
      expect(await stored()).toEqual(before);
      expect(
        await db()
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('endpoint_id', '=', endpoint.id)
          .execute(),
      ).toEqual([]);
    });

    it('answers the deliveries list whatever its query string, and refuses one it cannot read', async () => {
      const endpoint = await addEndpoint();
      const list = `/webhooks/${endpoint.id}/deliveries`;
      for (const query of [
        `limit=${2 ** 53}`,
        `limit=${2 ** 31}&offset=-1`,
        'limit=-1',
        'limit=1.5',
        'limit=NaN',
        'before=yesterday&status[]=x&status[$ne]=y',
        `q=${'x'.repeat(10_000)}`,
      ]) {
        const res = await raw('GET', `${list}?${query}`, undefined, {});
        expect(res.statusCode, `${query.slice(0, 80)} ${res.body.slice(0, 200)}`).toBe(200);
        expect(res.json()).toMatchObject({ err: false, data: { deliveries: [] } });
      }
      for (const query of [
        'limit=%00',
        'q=a%00b',
        'limit=%ED%A0%80',
        'limit=%ff',
        'limit=%zz',
        '%00=1',
      ]) {
        expectEnvelope(await raw('GET', `${list}?${query}`, undefined, {}), query, 400);
      }
    });
  });

  describe('the provisioning endpoint', () => {
    it('refuses hostile bodies on PUT, and saves nothing; rotate and delete with none say so', async () => {
      const url = s.receiver().url('/provisioning');
      const bodies: [string, unknown][] = [
        ...UNSAFE_TEXT.map((t): [string, unknown] => [
          `url ${JSON.stringify(t)}`,
          { url: `${url}${t}` },
        ]),
        ['a url of 5000 characters', { url: `${url}/${'a'.repeat(5000)}` }],
        ['an empty url', { url: '' }],
        ['a url as a number', { url: 2 ** 63 }],
        ['a url as an object', { url: { href: url } }],
        ['a javascript: url', { url: 'javascript:alert(1)' }],
        ['an unknown field', { url, secret: 'whsec_mine' }],
        ['no url', {}],
        ['an array', [{ url }]],
        ['null', null],
      ];
      for (const [name, body] of bodies) {
        expectEnvelope(await raw('PUT', '/provisioning', JSON.stringify(body)), `PUT ${name}`);
      }
      for (const [name, payload, type] of [
        ['an empty body', '', 'application/json'],
        ['nested 10,000 levels', DEEP_OBJECT, 'application/json'],
        ['text', url, 'text/plain'],
      ] as const) {
        expectEnvelope(
          await raw('PUT', '/provisioning', payload, { 'content-type': type }),
          `PUT ${name}`,
        );
      }
      const setting = await studio('GET', '/provisioning');
      expect(setting.json()).toMatchObject({ data: { endpoint: null } });
      expect(await db().selectFrom('provisioning_endpoints').select('brand').execute()).toEqual([]);
      expectEnvelope(
        await raw('POST', '/provisioning/rotate-secret', undefined, {}),
        'rotate',
        404,
      );
      expectEnvelope(await raw('DELETE', '/provisioning', undefined, {}), 'delete', 404);
      expectEnvelope(await raw('POST', '/provisioning/rotate-secret', DEEP_ARRAY), 'rotate nested');
      expectEnvelope(await raw('DELETE', '/provisioning', '{"a":"\\ud800"}'), 'delete surrogate');
    });
  });

  describe('API keys', () => {
    it('refuses hostile names, scopes and ids, and makes or revokes no key', async () => {
      const before = await count('api_keys');
      const bodies: [string, unknown][] = [
        ...UNSAFE_TEXT.map((t): [string, unknown] => [
          `name ${JSON.stringify(t)}`,
          { name: `Key ${t}`, scopes: ['funnels:read'] },
        ]),
        ['a blank name', { name: ' \t\n', scopes: ['funnels:read'] }],
        ['a name of 101 characters', { name: 'n'.repeat(101), scopes: ['funnels:read'] }],
        ['a name as a number', { name: 2 ** 53, scopes: ['funnels:read'] }],
        ['a duplicate scope', { name: 'Dup', scopes: ['funnels:read', 'funnels:read'] }],
        ['an unknown scope', { name: 'Admin', scopes: ['admin'] }],
        ['a scope with U+0000', { name: 'Nul', scopes: ['funnels:read\u0000'] }],
        ['no scopes', { name: 'None', scopes: [] }],
        ['scopes as a string', { name: 'Str', scopes: 'funnels:read' }],
        ['an unknown field', { name: 'Extra', scopes: ['funnels:read'], prefix: '0123456789' }],
        ['an array', [{ name: 'Arr', scopes: ['funnels:read'] }]],
      ];
      for (const [name, body] of bodies) {
        expectEnvelope(await raw('POST', '/api-keys', JSON.stringify(body)), `POST ${name}`);
      }
      for (const [name, payload, type] of [
        ['an empty body', '', 'application/json'],
        ['nested 10,000 levels', DEEP_OBJECT, 'application/json'],
        ['text', 'name=x', 'text/plain'],
      ] as const) {
        expectEnvelope(await raw('POST', '/api-keys', payload, { 'content-type': type }), name);
      }
      expect(await count('api_keys')).toBe(before);

      for (const id of NOT_UUIDS) {
        const revoke = await raw('DELETE', `/api-keys/${id}`, undefined, {});
        expectIdRefused(revoke, `DELETE ${id.slice(0, 60)}`);
        const usage = await raw('GET', `/api-keys/${id}/usage`, undefined, {});
        expectIdRefused(usage, `usage ${id.slice(0, 60)}`);
      }
      expectEnvelope(
        await raw('DELETE', `/api-keys/${randomUUID()}`, undefined, {}),
        'unknown',
        404,
      );
      expectEnvelope(
        await raw('GET', `/api-keys/${randomUUID()}/usage`, undefined, {}),
        'unknown',
        404,
      );
    });

    it('refuses malformed Authorization headers and API key strings with 401 or 403, never more', async () => {
      const created = await studio('POST', '/api-keys', {
        name: 'Hostile',
        scopes: ['funnels:read'],
      });
      expect(created.statusCode, created.body).toBe(200);
      const secret = created.json<{ data: { secret: string } }>().data.secret;
      const headers = [
        'Bearer',
        'Bearer ',
        'Bearer  two spaces',
        'bearer lowercase-token-of-some-length',
        'Basic b3BzOnBhc3M=',
        'Token onr_',
        'Bearer onr_',
        'Bearer onr__',
        `Bearer onr_${'0'.repeat(10)}_`,
        `Bearer ${secret}x`,
        `Bearer ${secret.slice(0, -1)}`,
        `Bearer ${secret.toUpperCase()}`,
        `Bearer ${secret.replace('onr_', 'ONR_')}`,
        `Bearer ${secret} ${secret}`,
        `Bearer ${secret}, Bearer ${secret}`,
        `Bearer onr_${'f'.repeat(10)}_${'A'.repeat(43)}`,
        `Bearer onr_${'f'.repeat(10)}_${'é'.repeat(43)}`,
        `Bearer onr_${'x'.repeat(8000)}`,
        `Bearer ${'x'.repeat(8000)}`,
        `Bearer ${'a'.repeat(43)}`,
        'Bearer ../../etc/passwd',
        "Bearer ' OR 1=1 --",
      ];
      let address = 0;
      for (const header of headers) {
        // Each from its own address: refused keys count against an address, and its 429 is not the point here.
        const res = await app().inject({
          method: 'GET',
          url: '/api/studio/funnel',
          headers: { authorization: header },
          remoteAddress: `10.9.0.${++address}`,
        });
        expectEnvelope(res, header.slice(0, 80));
        expect([401, 403], header.slice(0, 80)).toContain(res.statusCode);
      }
      // Latin-1 bytes a client may send in a header: read, refused.
      const latin = await app().inject({
        method: 'GET',
        url: '/api/studio/funnel',
        headers: { authorization: `Bearer onr_\u00ff\u00fe_${'\u00e9'.repeat(43)}` },
        remoteAddress: '10.9.1.1',
      });
      expectEnvelope(latin, 'latin-1 key');
      // The key itself still works: nothing above locked it out.
      const fine = await app().inject({
        method: 'GET',
        url: '/api/studio/funnel',
        headers: { authorization: `Bearer ${secret}` },
        remoteAddress: '10.9.2.1',
      });
      expect(fine.statusCode, fine.body).toBe(200);
    });
  });

  describe('invitations', () => {
    it('refuses odd languages, and writes no invitation and no mail', async () => {
      const before = await count('operator_invitations');
      const mailsBefore = (await db().selectFrom('mail_outbox').select('id').execute()).length;
      const base = { email: `invitee-${randomUUID()}@example.com`, role: 'editor' };
      for (const language of [
        ...UNSAFE_TEXT,
        'en\u0000',
        '',
        ' ',
        'EN',
        'en ',
        'xx',
        'x'.repeat(36),
        'x'.repeat(10_000),
        '__proto__',
        'constructor',
        'toString',
        '{{email}}',
        '../en',
        2 ** 31,
        -1,
        1.5,
        null,
        true,
        ['en'],
        { en: true },
      ]) {
        const res = await raw('POST', '/invitations', JSON.stringify({ ...base, language }));
        expectEnvelope(res, `language ${JSON.stringify(language).slice(0, 60)}`, 400);
      }
      expectEnvelope(
        await raw(
          'POST',
          '/invitations',
          `{"email":"a@example.com","role":"editor","language":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
        ),
        'language nested',
        400,
      );
      expect(await count('operator_invitations')).toBe(before);
      expect((await db().selectFrom('mail_outbox').select('id').execute()).length).toBe(
        mailsBefore,
      );
    });

    it('refuses hostile invitation tokens and passwords', async () => {
      for (const [url, body] of [
        ['/invitations/inspect', { token: 'a\u0000b' }],
        ['/invitations/inspect', { token: '\ud800' }],
        ['/invitations/inspect', { token: 'x'.repeat(201) }],
        ['/invitations/inspect', { token: 2 ** 53 }],
        ['/invitations/inspect', { token: ['x'] }],
        ['/invitations/inspect', [{ token: 'x' }]],
        ['/invitations/accept', { token: 'x'.repeat(43), password: 'a\u0000b' }],
        ['/invitations/accept', { token: 'x'.repeat(43), password: 'p'.repeat(257) }],
        ['/invitations/accept', { token: 'x'.repeat(43), password: 'Strong-Pass1\ud800' }],
      ] as const) {
        const res = await app().inject({
          method: 'POST',
          url: `/api/studio${url}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
          remoteAddress: '10.9.3.1',
        });
        expectEnvelope(res, `${url} ${JSON.stringify(body).slice(0, 60)}`);
      }
    });
  });

  describe('the provisioning callback', () => {
    let secret = '';
    let tenantId = '';

    /** A callback with the headers given (signed with the endpoint's secret unless `signed` says otherwise). */
    function callback(
      body: string,
      headers: Partial<Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string>> & {
        'content-type'?: string;
      } = {},
    ) {
      const id = headers['webhook-id'] ?? `msg_${randomBytes(8).toString('hex')}`;
      const timestamp = headers['webhook-timestamp'] ?? String(Math.floor(Date.now() / 1000));
      return app().inject({
        method: 'POST',
        url: '/api/provisioning/callback',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': timestamp,
          'webhook-signature': signature(secret, id, timestamp, body),
          ...headers,
        },
        payload: body,
      });
    }
    const tenant = () =>
      db()
        .selectFrom('tenants')
        .select(['provisioning', 'external_url'])
        .where('id', '=', tenantId)
        .executeTakeFirstOrThrow();

    // An owner whose workspace the adopter's product is building (handed over, no callback yet).
    beforeAll(async () => {
      const res = await studio('PUT', '/provisioning', { url: s.receiver().url('/build') });
      expect(res.statusCode, res.body).toBe(200);
      secret = res.json<{ data: { secret: string } }>().data.secret;
      s.receiver().behave('/build', () => 202);
      const owner = await signedUpUser(app());
      await pay(app(), db(), owner);
      const row = await eventually(
        async () => {
          const t = await db()
            .selectFrom('tenants')
            .select(['id', 'provisioning'])
            .where('owner_user_id', '=', owner.userId)
            .executeTakeFirst();
          return t?.provisioning === 'handed_over' ? t : undefined;
        },
        20_000,
        'the hand-over',
      );
      tenantId = row.id;
    });

    it('refuses missing and malformed signature headers with 401', async () => {
      const body = JSON.stringify({
        type: 'tenant.provisioned',
        data: { tenantId, url: 'https://app.example.com/w' },
      });
      for (const missing of ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const) {
        const res = await app().inject({
          method: 'POST',
          url: '/api/provisioning/callback',
          headers: {
            'content-type': 'application/json',
            'webhook-id': 'msg_1',
            'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
            'webhook-signature': 'v1,xx',
            [missing]: '',
          },
          payload: body,
        });
        expectEnvelope(res, `without ${missing}`, 401);
      }
      for (const sig of [
        'v1,',
        'v1,!!!',
        'v2,abc',
        'v1',
        ',',
        ' ',
        'v1,'.repeat(3000),
        `v1,${'A'.repeat(8000)}`,
        Array.from({ length: 500 }, () => `v1,${randomBytes(32).toString('base64')}`).join(' '),
      ]) {
        expectEnvelope(
          await callback(body, { 'webhook-signature': sig }),
          `signature ${sig.slice(0, 30)}`,
          401,
        );
      }
      // Signed correctly, but at a time that is not now, or not a time at all.
      for (const timestamp of [
        String(2 ** 31),
        String(2 ** 63),
        '9223372036854775808',
        String(2 ** 53 + 2),
        '-1',
        String(-(2 ** 31)),
        '0',
        'abc',
        '1.5',
        `${Math.floor(Date.now() / 1000)}.5`,
        `${Math.floor(Date.now() / 1000)}abc`,
        '1e10',
        'Infinity',
        'NaN',
        ' ',
        `0x${Math.floor(Date.now() / 1000).toString(16)}`,
      ]) {
        expectEnvelope(
          await callback(body, { 'webhook-timestamp': timestamp }),
          `timestamp ${timestamp}`,
          401,
        );
      }
      expect(await tenant()).toMatchObject({ provisioning: 'handed_over', external_url: null });
    });

    it('refuses signed bodies that are not the callback, and acts on none', async () => {
      const url = 'https://app.example.com/workspaces/hostile';
      for (const [name, body, type] of [
        ['not JSON', '{"type":', 'application/json'],
        ['empty', '', 'application/json'],
        ['null', 'null', 'application/json'],
        [
          'an array',
          JSON.stringify([{ type: 'tenant.provisioned', data: { tenantId, url } }]),
          'application/json',
        ],
        ['a number', String(2 ** 53), 'application/json'],
        ['a string', '"tenant.provisioned"', 'application/json'],
        ['objects nested 10,000 levels', DEEP_OBJECT, 'application/json'],
        ['arrays nested 10,000 levels', DEEP_ARRAY, 'application/json'],
        [
          'data nested 10,000 levels',
          `{"type":"tenant.provisioned","data":${DEEP_OBJECT}}`,
          'application/json',
        ],
        [
          'U+0000 in the url',
          JSON.stringify({ type: 'tenant.provisioned', data: { tenantId, url: `${url}\u0000` } }),
          'application/json',
        ],
        [
          'U+0000 in the reason',
          JSON.stringify({
            type: 'tenant.provisioning_failed',
            data: { tenantId, reason: 'a\u0000b' },
          }),
          'application/json',
        ],
        [
          'a lone surrogate in the type',
          JSON.stringify({ type: '\ud800', data: { tenantId } }),
          'application/json',
        ],
        [
          'a tenant id of 2^53',
          JSON.stringify({ type: 'tenant.provisioned', data: { tenantId: 2 ** 53, url } }),
          'application/json',
        ],
        [
          'a tenant id that is no UUID',
          JSON.stringify({ type: 'tenant.provisioned', data: { tenantId: `${tenantId}x`, url } }),
          'application/json',
        ],
        [
          'a tenant id as an array',
          JSON.stringify({ type: 'tenant.provisioned', data: { tenantId: [tenantId], url } }),
          'application/json',
        ],
        [
          'a url over 2000 characters once written out',
          JSON.stringify({
            type: 'tenant.provisioned',
            data: { tenantId, url: `${url}/${'é'.repeat(1900)}` },
          }),
          'application/json',
        ],
        [
          'data as an array',
          JSON.stringify({ type: 'tenant.provisioned', data: [tenantId, url] }),
          'application/json',
        ],
        [
          'a url of 2001 characters',
          JSON.stringify({
            type: 'tenant.provisioned',
            data: { tenantId, url: `${url}/${'a'.repeat(2001)}` },
          }),
          'application/json',
        ],
        [
          'a reason of 60,000 characters',
          JSON.stringify({
            type: 'tenant.provisioning_failed',
            data: { tenantId, reason: 'r'.repeat(60_000) },
          }),
          'application/json',
        ],
        [
          'a timestamp of 60,000 characters',
          JSON.stringify({
            type: 'tenant.provisioned',
            timestamp: 't'.repeat(60_000),
            data: { tenantId, url },
          }),
          'application/json',
        ],
        [
          'a duplicate key',
          `{"type":"tenant.provisioned","data":{"tenantId":"${tenantId}","url":"${url}"},"data":{"tenantId":"${tenantId}"}}`,
          'application/json',
        ],
        [
          '__proto__',
          `{"type":"tenant.provisioned","data":{"tenantId":"${tenantId}","url":"${url}"},"__proto__":{"x":1}}`,
          'application/json',
        ],
        [
          'text',
          JSON.stringify({ type: 'tenant.provisioned', data: { tenantId, url } }),
          'text/plain',
        ],
        [
          'a form',
          `type=tenant.provisioned&data[tenantId]=${tenantId}`,
          'application/x-www-form-urlencoded',
        ],
      ] as const) {
        const res = await callback(body, { 'content-type': type });
        expectEnvelope(res, name);
      }
      // A callback for no such tenant, or for one Onramp builds: 404.
      for (const id of [
        randomUUID(),
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
      ]) {
        const res = await callback(
          JSON.stringify({ type: 'tenant.provisioned', data: { tenantId: id, url } }),
        );
        expectEnvelope(res, `tenant ${id}`, 404);
      }
    });

    it('refuses a signed webhook-id longer than 256 characters with 400, and acts once on one within it', async () => {
      const failed = (reason: string) =>
        JSON.stringify({ type: 'tenant.provisioning_failed', data: { tenantId, reason } });
      const receipts = () =>
        db()
          .selectFrom('provisioning_callback_receipts')
          .select('webhook_id')
          .where('tenant_id', '=', tenantId)
          .execute();
      const before = await receipts();
      for (const id of [
        // Random, so that the database cannot compress it below its unique index's limit.
        randomBytes(6000).toString('base64'),
        `msg_${'\u00e9\u00ff'.repeat(2000)}`,
        'x'.repeat(257),
      ]) {
        const res = await callback(failed('too long'), { 'webhook-id': id });
        expectEnvelope(res, `webhook-id of ${id.length}`, 400);
        expect(res.json()).toMatchObject({
          status_code: 'bad_request',
          msg_ref: { id: 'errors.webhookIdTooLong', params: { limit: 256 } },
        });
      }
      expect(await receipts()).toEqual(before);
      expect(await tenant()).toMatchObject({ provisioning: 'handed_over', external_url: null });

      for (const id of [`msg_${'\u00e9'.repeat(252)}`, randomBytes(192).toString('base64')]) {
        expect(id).toHaveLength(256);
        const first = await callback(failed('first'), { 'webhook-id': id });
        expect(first.statusCode, first.body).toBe(200);
        expect(first.json()).toMatchObject({ data: { tenantId, status: 'retrying' } });
        // The same id again is a retry: answered, not acted on.
        const again = await callback(failed('again'), { 'webhook-id': id });
        expect(again.statusCode, again.body).toBe(200);
      }
      expect((await receipts()).length).toBe(before.length + 2);
    });
  });
});
