import { adopterSettingsOf } from '../../../server/tenants/adopter/handOver';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { DB, ProvisioningPhase } from '../../../server/db/schema';
import type { RunningServer } from '../../../server/server';
import {
  provisionTenant,
  type ProvisioningDependencies,
} from '../../../server/tenants/provisioning';
import { ACCOUNT_TEST_ENV, authHeaders, signedUpUser } from '../auth/harness';
import {
  checkoutEvent,
  deliver,
  eventually,
  paymentIdOf,
  sandboxWebhookSecret,
  startCheckout,
  type Payer,
} from '../payments/support';
import type { DatabaseTarget } from '../support/databases';
import { startTestServer, tempDir } from '../support/server';
import { loadActiveManifests } from '../../../server/config/brand/loadActiveManifests';
import { createLanguageCopies } from '../../../server/config/brand/copy';
import { testConfig } from '../support/server';
import { TENANT_SESSION_COOKIE } from '../../../server/tenants/sessionCookie';

export const TENANT_HOST_SUFFIX = '.onramp.test';

/** A database that outlives one server, so a test can stop a server and start another on it. */
export async function persistentDatabase(target: DatabaseTarget) {
  const { databaseUrl, drop } = await target.create();
  const dataDir = tempDir('onramp-tenants-');
  const env: Record<string, string> = {
    ...ACCOUNT_TEST_ENV,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir.path }),
  };
  return {
    env,
    /** Where the database is, for opening it with no server running. */
    location: databaseUrl ? { databaseUrl } : { dataDir: dataDir.path },
    start: (extra: Record<string, string> = {}): Promise<RunningServer> =>
      startTestServer({ ...env, ...extra }),
    async drop() {
      await drop();
      dataDir.remove();
    },
  };
}

export type PersistentDatabase = Awaited<ReturnType<typeof persistentDatabase>>;

/**
 * A server on a fresh database of `target` for the enclosing describe block: started before its
 * tests, closed and dropped after them. A test may replace `suite.server` (after a restart).
 */
export function serverPerSuite(target: DatabaseTarget, env: Record<string, string> = {}) {
  const suite = {} as { database: PersistentDatabase; server: RunningServer };
  beforeAll(async () => {
    suite.database = await persistentDatabase(target);
    suite.server = await suite.database.start(env);
  });
  afterAll(async () => {
    await suite.server?.close();
    await suite.database?.drop();
  });
  return suite;
}

/**
 * A fault in the database: every attempt to record `phase` as done fails, so provisioning stops
 * after the phase before it, on every try. `repairPhase` removes it.
 */
export async function breakPhase(db: Kysely<DB>, phase: ProvisioningPhase): Promise<void> {
  const name = sql.raw(`fail_${phase}`);
  await sql`CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW.provisioning = ${sql.lit(phase)} THEN RAISE EXCEPTION 'stopped'; END IF;
    RETURN NEW; END $$`.execute(db);
  await sql`CREATE TRIGGER ${name} BEFORE UPDATE ON tenants FOR EACH ROW EXECUTE FUNCTION ${name}()`.execute(
    db,
  );
}

export async function repairPhase(db: Kysely<DB>, phase: ProvisioningPhase): Promise<void> {
  await sql`DROP TRIGGER ${sql.raw(`fail_${phase}`)} ON tenants`.execute(db);
}

/** The dependencies the provisioning job gets in the server, for calling it directly. */
export function provisioningDeps(server: RunningServer): ProvisioningDependencies {
  const config = testConfig(ACCOUNT_TEST_ENV);
  const { brand } = loadActiveManifests(config);
  return {
    db: server.database.db,
    ...server.app.repositories,
    brand,
    publicUrl: config.publicUrl,
    tenantDomainSuffix: TENANT_HOST_SUFFIX,
    configs: server.app.configs,
    copyIn: createLanguageCopies(config.rootDir, brand),
    adopter: adopterSettingsOf(config),
  };
}

export interface Owner {
  token: string;
  userId: string;
  tenant: string;
  email: string;
}

/**
 * Stores Q/A pairs in the user's onboarding data as the train_bot step saves them (the default
 * brand's flow has no train_bot step, so they are written directly).
 */
export async function onboard(
  db: Kysely<DB>,
  userId: string,
  pairs: { questionTitle: string; questionValue: string }[],
): Promise<void> {
  const customQuestions = pairs.map((p, i) => ({ id: `q${i + 1}`, ...p }));
  await db
    .updateTable('users')
    .set({ onboarding: sql`onboarding || ${JSON.stringify({ customQuestions })}::jsonb` })
    .where('id', '=', userId)
    .execute();
}

/** Signs up, pays through the signed webhook and waits until the tenant is ready. */
export async function paidOwner(
  app: FastifyInstance,
  db: Kysely<DB>,
  pairs: { questionTitle: string; questionValue: string }[] = [],
): Promise<Owner> {
  const user = await signedUpUser(app);
  if (pairs.length > 0) await onboard(db, user.userId, pairs);
  await pay(app, db, user);
  return { token: user.token, userId: user.userId, tenant: user.tenant, email: user.fields.email };
}

/** A confirmed payment as the webhook leaves it, without queueing the job, so only the test runs phases. */
export async function paidWithoutJob(db: Kysely<DB>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ selected_plan: JSON.stringify({ planId: 'byte_monthly', price: 8, type: 'monthly' }) })
    .where('id', '=', userId)
    .execute();
  await db
    .insertInto('payments')
    .values({
      user_id: userId,
      plan_id: 'byte_monthly',
      plan_type: 'monthly',
      amount_cents: 800,
      currency: 'usd',
      provider: 'sandbox',
      provider_session_id: null,
      status: 'paid',
      updated_at: new Date(),
    })
    .execute();
}

export async function pay(app: FastifyInstance, db: Kysely<DB>, user: Payer): Promise<void> {
  const { sessionId } = await startCheckout(app, db, user);
  const paymentId = await paymentIdOf(db, sessionId);
  const res = await deliver(
    app,
    checkoutEvent('checkout.session.completed', { sessionId, paymentId }),
    await sandboxWebhookSecret(db),
  );
  if (res.statusCode !== 200) throw new Error(`webhook failed: ${res.body}`);
}

/** Polls /check-tenant-status until it returns the tenant URL. */
export function tenantUrlOf(
  app: FastifyInstance,
  token: string,
  timeoutMs = 30_000,
): Promise<string> {
  return eventually(
    async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/check-tenant-status',
        headers: authHeaders(token),
      });
      return res.json<{ data: { url: string } }>().data.url;
    },
    timeoutMs,
    'the tenant to be ready',
  );
}

/** The Cookie header value that presents a tenant session token, as the browser sends it. */
export function tenantCookie(token: string): string {
  return `${TENANT_SESSION_COOKIE}=${token}`;
}

/** Spends the URL's login token on the tenant host and returns the session token its cookie carries. */
export async function tenantSession(app: FastifyInstance, tenantUrl: string): Promise<string> {
  const url = new URL(tenantUrl);
  const res = await app.inject({
    method: 'POST',
    url: '/api/tenant/session',
    headers: { host: url.host },
    payload: { loginToken: url.searchParams.get('login-token') },
  });
  if (res.statusCode !== 200) throw new Error(`tenant session failed: ${res.body}`);
  const token = res.cookies.find((cookie) => cookie.name === TENANT_SESSION_COOKIE)?.value;
  if (!token) throw new Error(`tenant session set no cookie: ${res.body}`);
  return token;
}

export async function tenantRow(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('tenants')
    .selectAll()
    .where('owner_user_id', '=', userId)
    .executeTakeFirst();
}

/** Row counts of every table provisioning writes, for one owner's tenant. */
export async function workspaceCounts(db: Kysely<DB>, userId: string) {
  const { rows } = await sql<Record<string, number>>`
    SELECT
      (SELECT count(*)::int FROM tenants WHERE owner_user_id = ${userId}) AS tenants,
      (SELECT count(*)::int FROM tenant_memberships m JOIN tenants t ON t.id = m.tenant_id WHERE t.owner_user_id = ${userId}) AS memberships,
      (SELECT count(*)::int FROM journey_stages s JOIN tenants t ON t.id = s.tenant_id WHERE t.owner_user_id = ${userId}) AS stages,
      (SELECT count(*)::int FROM campaigns WHERE user_id = ${userId}) AS campaigns,
      (SELECT count(*)::int FROM qa_pairs q JOIN tenants t ON t.id = q.tenant_id WHERE t.owner_user_id = ${userId}) AS qa_pairs`.execute(
    db,
  );
  return rows[0]!;
}

export { provisionTenant };
