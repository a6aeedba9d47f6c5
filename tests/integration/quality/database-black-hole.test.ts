import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../../../server/db/database';
import { startEmbeddedPostgres } from '../../../server/db/embedded';
import { isDatabaseUnavailable } from '../../../server/db/unavailable';
import type { RunningServer } from '../../../server/server';
import { ACCOUNT_TEST_ENV, authHeaders, postJson, signedUpUser } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { startRestartableProxy, type RestartableProxy } from '../support/restartableProxy';
import { startTestServer, tempDir } from '../support/server';

/** The target's database as a URL a proxy can stand in front of: PGlite is served on a port too. */
async function reachableDatabase(
  name: string,
  create: () => Promise<{ databaseUrl: string | undefined; drop(): Promise<void> }>,
) {
  if (name === 'postgres') {
    const { databaseUrl, drop } = await create();
    return { url: databaseUrl!, drop };
  }
  const dir = tempDir('onramp-black-hole-');
  const embedded = await startEmbeddedPostgres(dir.path, (error) => {
    throw error;
  });
  return {
    url: embedded.connectionString,
    async drop() {
      await embedded.stop();
      dir.remove();
    },
  };
}

const TIMEOUT_SECONDS = 2;
const POOL_SIZE = 4;

describe.each(databaseTargets())('a database that stops answering, on $name', (target) => {
  let database: Awaited<ReturnType<typeof reachableDatabase>>;
  let proxy: RestartableProxy;
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    database = await reachableDatabase(target.name, target.create);
    proxy = await startRestartableProxy(database.url);
    server = await startTestServer({
      ...ACCOUNT_TEST_ENV,
      DATABASE_URL: proxy.url,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      DATABASE_CONNECT_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
      DATABASE_QUERY_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
      DATABASE_STATEMENT_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
    });
    token = (await signedUpUser(server.app)).token;
    proxy.blackHole();
  }, 60_000);
  afterAll(async () => {
    // The pool's connections hang on the proxy; closing it cuts them so the server can stop.
    await proxy?.close();
    await server?.close();
    await database?.drop();
  }, 60_000);

  it.each([
    ['a signed-in request', true],
    ['an anonymous request', false],
  ])(
    'answers %s with a 503 envelope within seconds',
    async (_case, signedIn) => {
      const started = Date.now();
      // More than the pool holds: the ones past it wait for a connection, the rest for a reply.
      const requests = Array.from({ length: POOL_SIZE + 5 }, () =>
        postJson(
          server.app,
          signedIn ? '/api/user/getUserData' : '/api/user/checkEmailExists',
          { email: 'someone@example.com' },
          { headers: signedIn ? authHeaders(token) : {} },
        ),
      );
      for (const res of await Promise.all(requests)) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toMatchObject({ err: true, status_code: 'service_unavailable' });
      }
      expect(Date.now() - started).toBeLessThan((TIMEOUT_SECONDS * 2 + 3) * 1000);
    },
    30_000,
  );

  it('serves again within seconds once the database answers, on every pooled connection', async () => {
    proxy.heal();
    const started = Date.now();
    // More than the pool holds, so a connection left waiting on a reply lost in the black hole
    // would be handed out again and make its request fail.
    const requests = Array.from({ length: POOL_SIZE + 5 }, (_, i) =>
      i % 2
        ? postJson(server.app, '/api/user/getUserData', {}, { headers: authHeaders(token) })
        : postJson(server.app, '/api/user/checkEmailExists', { email: 'someone@example.com' }),
    );
    for (const res of await Promise.all(requests)) expect(res.statusCode, res.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 30_000);
});

describe.each(databaseTargets().filter((t) => t.name === 'postgres'))(
  'a statement that runs too long, on $name',
  (target) => {
    it('is cancelled by the database at the statement timeout and counts as unavailable', async () => {
      const { databaseUrl, drop } = await target.create();
      const database = await openDatabase({
        databaseUrl,
        timeouts: { connectMs: 5_000, statementMs: 500, queryMs: 10_000 },
      });
      try {
        const started = Date.now();
        const error = await sql`SELECT pg_sleep(5)`.execute(database.db).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toMatchObject({ code: '57014' });
        expect(isDatabaseUnavailable(error)).toBe(true);
        expect(Date.now() - started).toBeLessThan(3_000);
      } finally {
        await database.close();
        await drop();
      }
    });
  },
);
