import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogRoute } from '../../../server/http/routeCatalog';
import {
  authHeaders,
  signedUpUser,
  startAccountsServer,
  type AccountsServer,
} from '../auth/harness';
import { deliver, sandboxWebhookSecret } from '../payments/support';
import { databaseTargets } from '../support/databases';
import { pay, tenantCookie, tenantSession, tenantUrlOf } from '../tenants/support';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);
/** Routes whose body is not JSON: they get their own tests. */
const NOT_JSON = [/uploadLogo$/, /studio\/assets$/, /webhook/i];

interface Envelope {
  err: boolean;
  status_code: string;
  msg: string;
}

/** Text a hostile client might send: control characters, U+0000, lone surrogates, long runs. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\udc00\ud800',
    '\t\n\r\u001b[31m',
    '\u202e',
  ),
  fc.integer({ min: 1, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

/** Numbers at the edges of every integer type and of IEEE 754. */
const hostileNumber = fc.oneof(
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 1e308, -1e308, -0, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** JSON values built from those, up to a few levels deep. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** JSON text nested far deeper than any form: written out, since serializers recurse. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 30, max: 20_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`);

/** A body serialized for the wire: any hostile JSON, the route's own fields with hostile values, or deep nesting. */
function bodiesFor(route: CatalogRoute): fc.Arbitrary<string> {
  const properties = Object.keys(
    (route.schema?.body as { properties?: object } | undefined)?.properties ?? {},
  );
  const anyJson = hostileJson.map((value) => JSON.stringify(value) ?? 'null');
  if (properties.length === 0) return fc.oneof(anyJson, deeplyNested);
  const shaped = fc
    .record(Object.fromEntries(properties.map((p) => [p, hostileJson])), { requiredKeys: [] })
    .map((b) => JSON.stringify(b));
  return fc.oneof(anyJson, shaped, deeplyNested);
}

/** Checks one reply: below 500, and a JSON failure is an envelope. */
function expectNoServerError(res: LightMyRequestResponse, where: string): void {
  expect(res.statusCode, where).toBeLessThan(500);
  if (
    res.headers['content-type']?.toString().includes('application/json') &&
    res.statusCode >= 400
  ) {
    const envelope = res.json<Envelope>();
    expect(envelope.err, where).toBe(true);
    expect(typeof envelope.status_code, where).toBe('string');
    expect(envelope.msg.length, where).toBeGreaterThan(0);
  }
}

/** Percent-encodes text as UTF-8 bytes (a lone surrogate becomes U+FFFD), and raw bytes as they come. */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}

/** Path segments and query values as a hostile client writes them, invalid UTF-8 included. */
const hostileUrlPart = fc.oneof(
  hostileText.map(percentEncoded),
  fc.constantFrom('%00', '%ED%A0%80', '%FF%FE', '..%2F..%2Fetc%2Fpasswd', '%', '%zz'),
);

function fill(url: string, segment: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, segment).replace(/\*$/, segment);
}

/** A multipart body built by hand, so its names, file names and parts can be anything. */
function multipart(
  parts: { name: string; filename: string | null; type: string; content: Uint8Array }[],
  boundary: string,
): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename === null ? '' : `; filename="${part.filename}"`) +
        `\r\nContent-Type: ${part.type}\r\n\r\n`,
    ),
    Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

type Caller = 'anonymous' | 'portal' | 'tenant';

describe.each(databaseTargets())('every endpoint, fuzzed from its schema, on $name', (target) => {
  let running: AccountsServer;
  let app: FastifyInstance;
  let headersOf: Record<Caller, Record<string, string>>;
  let webhookSecret: string;

  beforeAll(async () => {
    running = await startAccountsServer(target);
    app = running.app;
    const db = running.server.database.db;
    const portal = await signedUpUser(app);
    const owner = await signedUpUser(app);
    await pay(app, db, owner);
    const tenantUrl = await tenantUrlOf(app, owner.token);
    headersOf = {
      anonymous: {},
      portal: authHeaders(portal.token),
      tenant: {
        host: new URL(tenantUrl).host,
        cookie: tenantCookie(await tenantSession(app, tenantUrl)),
      },
    };
    webhookSecret = await sandboxWebhookSecret(db);
  }, 60_000);
  afterAll(() => running.close());

  const caller = fc.constantFrom<Caller>('anonymous', 'portal', 'tenant');

  it('answers hostile JSON, query strings and path segments with a 4xx envelope, never a 5xx', async () => {
    const routes = app.routeCatalog.filter(
      (r) => r.url.startsWith('/api') && !NOT_JSON.some((p) => p.test(r.url)),
    );
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.some((r) => r.url.startsWith('/api/tenant/'))).toBe(true);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          bodiesFor(route),
          caller,
          hostileUrlPart,
          fc.option(hostileUrlPart),
          async (body, who, segment, query) => {
            const request: InjectOptions = {
              method: route.method as InjectOptions['method'],
              url: `${fill(route.url, segment || 'x')}${query === null ? '' : `?q=${query}`}`,
              headers: headersOf[who],
            };
            if (!['GET', 'DELETE'].includes(route.method)) {
              request.payload = body;
              request.headers = { ...request.headers, 'content-type': 'application/json' };
            }
            const res = await app.inject(request);
            expectNoServerError(
              res,
              `${who} ${route.method} ${request.url} with ${String(request.payload).slice(0, 200)}`,
            );
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  }, 600_000);

  it('answers hostile logo uploads (multipart) with a 4xx envelope, never a 5xx', async () => {
    const part = fc.record({
      name: fc.oneof(fc.constant('logo'), hostileText),
      filename: fc.option(hostileText),
      type: fc.oneof(fc.constantFrom('image/png', 'image/jpeg', 'text/plain'), hostileText),
      content: fc.oneof(
        fc.uint8Array({ maxLength: 2048 }),
        // A PNG signature followed by garbage: it passes the sniff, then fails to decode.
        fc
          .uint8Array({ maxLength: 512 })
          .map((rest) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...rest])),
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { minLength: 0, maxLength: 3 }),
        caller,
        fc.nat({ max: 100 }),
        async (parts, who, cutPercent) => {
          const boundary = 'fuzzboundary';
          const whole = multipart(parts, boundary);
          // Sometimes the body stops short, as a dropped upload does.
          const payload =
            cutPercent > 80 ? whole.subarray(0, (whole.length * cutPercent) / 100) : whole;
          const res = await app.inject({
            method: 'POST',
            url: '/api/uploadLogo',
            headers: {
              ...headersOf[who],
              'content-type': `multipart/form-data; boundary=${boundary}`,
            },
            payload,
          });
          expectNoServerError(res, `${who} upload of ${JSON.stringify(parts).slice(0, 200)}`);
        },
      ),
      { numRuns: RUNS_PER_ROUTE * 2 },
    );
  }, 600_000);

  it('answers hostile payment webhooks, signed or not, with a 4xx envelope, never a 5xx', async () => {
    const checkoutObject = fc.record(
      {
        object: fc.oneof(fc.constant('checkout.session'), hostileText),
        id: fc.oneof(hostileText, hostileNumber),
        client_reference_id: fc.oneof(hostileText, hostileJson),
        payment_status: fc.oneof(fc.constantFrom('paid', 'unpaid'), hostileText),
        metadata: hostileJson,
      },
      { requiredKeys: [] },
    );
    const event = fc.oneof(
      fc
        .record({
          id: fc.oneof(hostileText, hostileNumber),
          object: fc.constant('event'),
          type: fc.oneof(
            fc.constantFrom(
              'checkout.session.completed',
              'checkout.session.expired',
              'checkout.session.async_payment_failed',
            ),
            hostileText,
          ),
          data: fc.record({ object: checkoutObject }),
        })
        .map((e) => JSON.stringify(e)),
      hostileJson.map((value) => JSON.stringify(value) ?? 'null'),
      deeplyNested,
    );
    await fc.assert(
      fc.asyncProperty(event, fc.boolean(), async (payload, signed) => {
        const res = await deliver(app, payload, signed ? webhookSecret : 'whsec_not_the_secret');
        expectNoServerError(
          res,
          `${signed ? 'signed' : 'unsigned'} webhook ${payload.slice(0, 200)}`,
        );
      }),
      { numRuns: RUNS_PER_ROUTE * 2 },
    );
  }, 600_000);

  it('publishes the contract as an OpenAPI document built from the same schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/user/signup']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/api/getInitialConfig']?.get).toBeDefined();
  });
});
