import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_EXPIRED_JOB, purgeExpired } from '../../../server/auth/purgeExpired';
import type { DB } from '../../../server/db/schema';
import { eventually } from '../payments/support';
import { databaseTargets } from '../support/databases';
import { startTestServer, tempDir } from '../support/server';
import {
  ACCOUNT_TEST_ENV,
  authHeaders,
  postJson,
  signedUpUser,
  startAccountsServer,
} from './harness';

type Server = Awaited<ReturnType<typeof startAccountsServer>>;

/** Hours from now, as SQL: negative is the past. */
const at = (hours: number) => sql<Date>`now() + make_interval(hours => ${hours})`;
const atOrNull = (hours: number | null) => (hours === null ? null : at(hours));
const hash = () => randomBytes(32).toString('hex');

/** Rows of every purged table, by what they are; the purge must delete exactly the *Dead ones. */
async function seed(db: Kysely<DB>, userId: string, tenantId: string) {
  const session = (expires: number, revoked: number | null) =>
    db
      .insertInto('sessions')
      .values({
        token_hash: hash(),
        user_id: userId,
        session_identifier: hash(),
        expires_at: at(expires),
        revoked_at: atOrNull(revoked),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const token = (expires: number, used: number | null) =>
    db
      .insertInto('one_time_tokens')
      .values({
        purpose: 'email_verification',
        token_hash: hash(),
        user_id: userId,
        expires_at: at(expires),
        used_at: atOrNull(used),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const tenantSession = (expires: number, revoked: number | null) =>
    db
      .insertInto('tenant_sessions')
      .values({
        tenant_id: tenantId,
        user_id: userId,
        token_hash: hash(),
        expires_at: at(expires),
        revoked_at: atOrNull(revoked),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const tenantToken = (expires: number, used: number | null) =>
    db
      .insertInto('tenant_login_tokens')
      .values({
        tenant_id: tenantId,
        user_id: userId,
        token_hash: hash(),
        expires_at: at(expires),
        used_at: atOrNull(used),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const challenge = (expires: number) =>
    db
      .insertInto('spent_bot_challenges')
      .values({ challenge_id: hash(), expires_at: at(expires) })
      .returning('challenge_id')
      .executeTakeFirstOrThrow()
      .then((r) => r.challenge_id);
  const callbackReceipt = (received: number) =>
    db
      .insertInto('provisioning_callback_receipts')
      .values({ tenant_id: tenantId, webhook_id: `msg_${hash()}`, received_at: at(received) })
      .returning(sql<string>`id::text`.as('id'))
      .executeTakeFirstOrThrow()
      .then((r) => r.id);

  return {
    sessions: {
      live: await session(10, null),
      revokedRecently: await session(10, -1),
      expiredRecently: await session(-1, null),
      expiredDead: await session(-25, null),
      revokedDead: await session(100, -25),
    },
    one_time_tokens: {
      live: await token(10, null),
      usedRecently: await token(10, -1),
      expiredRecently: await token(-1, null),
      expiredDead: await token(-25, null),
      usedDead: await token(23, -25),
    },
    tenant_sessions: {
      live: await tenantSession(10, null),
      revokedRecently: await tenantSession(10, -1),
      expiredDead: await tenantSession(-25, null),
      revokedDead: await tenantSession(10, -25),
    },
    tenant_login_tokens: {
      live: await tenantToken(1, null),
      usedRecently: await tenantToken(1, -1),
      expiredDead: await tenantToken(-25, null),
      usedDead: await tenantToken(-24, -25),
    },
    spent_bot_challenges: {
      live: await challenge(1),
      expiredRecently: await challenge(-1),
      expiredDead: await challenge(-25),
    },
    provisioning_callback_receipts: {
      live: await callbackReceipt(0),
      receivedRecently: await callbackReceipt(-1),
      receivedDead: await callbackReceipt(-25),
    },
  };
}

type Seeded = Awaited<ReturnType<typeof seed>>;

/** Which of the seeded rows are still there, by table. */
async function remaining(db: Kysely<DB>, seeded: Seeded): Promise<Record<string, string[]>> {
  const left: Record<string, string[]> = {};
  for (const [table, rows] of Object.entries(seeded)) {
    const key = table === 'spent_bot_challenges' ? 'challenge_id' : 'id';
    const { rows: found } = await sql<{ key: string }>`
      SELECT ${sql.ref(key)}::text AS key FROM ${sql.table(table)}
      WHERE ${sql.ref(key)}::text IN (${sql.join(Object.values(rows))})`.execute(db);
    const present = new Set(found.map((r) => r.key));
    left[table] = Object.entries(rows)
      .filter(([, id]) => present.has(id))
      .map(([name]) => name)
      .sort();
  }
  return left;
}

const LIVE_AFTER_PURGE = {
  sessions: ['expiredRecently', 'live', 'revokedRecently'],
  one_time_tokens: ['expiredRecently', 'live', 'usedRecently'],
  tenant_sessions: ['live', 'revokedRecently'],
  tenant_login_tokens: ['live', 'usedRecently'],
  spent_bot_challenges: ['expiredRecently', 'live'],
  provisioning_callback_receipts: ['live', 'receivedRecently'],
};

/** What the job leaves with PURGE_GRACE_HOURS=1: rows that died an hour ago go too. */
const LIVE_ONLY = Object.fromEntries(
  Object.keys(LIVE_AFTER_PURGE).map((table) => [table, ['live']]),
);

describe.each(databaseTargets())('purge of expired sessions and tokens on $name', (target) => {
  let server: Server;
  let db: Kysely<DB>;
  let user: Awaited<ReturnType<typeof signedUpUser>>;
  let tenantId: string;

  beforeAll(async () => {
    server = await startAccountsServer(target, { PURGE_GRACE_HOURS: '1' });
    db = server.server.database.db;
    user = await signedUpUser(server.app);
    const { rows } = await sql<{ id: string }>`
      INSERT INTO tenants (subdomain, owner_user_id, name, plan)
      VALUES (${user.tenant}, ${user.userId}, 'Analytical Engines', '{}'::jsonb)
      RETURNING id`.execute(db);
    tenantId = rows[0]!.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('deletes rows expired, used or revoked over a day ago and keeps live and recent ones', async () => {
    const seeded = await seed(db, user.userId, tenantId);
    await purgeExpired(db);
    expect(await remaining(db, seeded)).toEqual(LIVE_AFTER_PURGE);
    const signedIn = await postJson(
      server.app,
      '/api/user/getUserData',
      {},
      {
        headers: authHeaders(user.token),
      },
    );
    expect(signedIn.statusCode).toBe(200);
  });

  it('works through a backlog in batches, and a second run finds nothing to delete', async () => {
    const seeded = await Promise.all([1, 2, 3].map(() => seed(db, user.userId, tenantId)));
    const first = await purgeExpired(db, { batchSize: 2 });
    expect(first).toEqual({
      sessions: 6,
      one_time_tokens: 6,
      tenant_sessions: 6,
      tenant_login_tokens: 6,
      spent_bot_challenges: 3,
      studio_presence: 0,
      provisioning_callback_receipts: 3,
    });
    for (const rows of seeded) expect(await remaining(db, rows)).toEqual(LIVE_AFTER_PURGE);
    const second = await purgeExpired(db, { batchSize: 2 });
    expect(Object.values(second)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('deletes each dead row once when several purges run at the same time', async () => {
    const seeded = await Promise.all([1, 2, 3, 4].map(() => seed(db, user.userId, tenantId)));
    const runs = await Promise.all([1, 2, 3].map(() => purgeExpired(db, { batchSize: 3 })));
    const total = runs.reduce((sum, counts) => sum + counts.sessions + counts.one_time_tokens, 0);
    expect(total).toBe(16);
    for (const rows of seeded) expect(await remaining(db, rows)).toEqual(LIVE_AFTER_PURGE);
  });

  it('runs as the scheduled pg-boss job, on PURGE_SCHEDULE, keeping rows for PURGE_GRACE_HOURS', async () => {
    const { rows } = await sql<{ cron: string; timezone: string }>`
      SELECT cron, timezone FROM pgboss.schedule WHERE name = ${PURGE_EXPIRED_JOB}`.execute(db);
    expect(rows).toEqual([{ cron: '0 * * * *', timezone: 'UTC' }]);
    const seeded = await seed(db, user.userId, tenantId);
    await server.server.jobs.send(PURGE_EXPIRED_JOB, {});
    await eventually(
      async () => JSON.stringify(await remaining(db, seeded)) === JSON.stringify(LIVE_ONLY),
      20_000,
      'the purge job',
    );
  });

  it('refuses to start with a PURGE_SCHEDULE that is not a cron expression', async () => {
    const { databaseUrl, drop } = await target.create();
    const dataDir = tempDir('onramp-purge-');
    try {
      await expect(
        startTestServer({
          ...ACCOUNT_TEST_ENV,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir.path }),
          PURGE_SCHEDULE: 'hourly',
        }),
      ).rejects.toThrow(/auth\.purge-expired: cannot schedule "hourly"/);
    } finally {
      await drop();
      dataDir.remove();
    }
  });
});
