import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../../server/db/schema';
import { withTenant } from '../../../server/tenants/withTenant';
import { databaseTargets } from '../support/databases';
import {
  paidOwner,
  serverPerSuite,
  tenantRow,
  tenantCookie,
  tenantSession,
  tenantUrlOf,
  type Owner,
} from './support';

interface Tenant extends Owner {
  id: string;
  host: string;
  session: string;
}

describe.each(databaseTargets())('tenant isolation on $name', (target) => {
  const suite = serverPerSuite(target);
  let db: Kysely<DB>;
  let a: Tenant;
  let b: Tenant;

  async function provisioned(answer: string): Promise<Tenant> {
    const owner = await paidOwner(suite.server.app, db, [
      { questionTitle: 'What are your opening hours?', questionValue: answer },
    ]);
    const url = await tenantUrlOf(suite.server.app, owner.token);
    const session = await tenantSession(suite.server.app, url);
    return {
      ...owner,
      id: (await tenantRow(db, owner.userId))!.id,
      host: new URL(url).host,
      session,
    };
  }

  beforeAll(async () => {
    db = suite.server.database.db;
    a = await provisioned('Tenant A opens at nine.');
    b = await provisioned('Tenant B opens at ten.');
  });

  it('runs tenant transactions as a role that is neither superuser nor exempt from row security', async () => {
    const who = await withTenant(db, a.id, async (trx) => {
      const { rows } = await sql<{ user: string; super: boolean; bypass: boolean; tenant: string }>`
        SELECT current_user AS user, r.rolsuper AS super, r.rolbypassrls AS bypass,
          current_setting('app.tenant_id') AS tenant
        FROM pg_roles r WHERE r.rolname = current_user`.execute(trx);
      return rows[0]!;
    });
    expect(who).toEqual({ user: 'onramp_tenant', super: false, bypass: false, tenant: a.id });
    const { rows } = await sql<{ forced: boolean }>`
      SELECT bool_and(relforcerowsecurity AND relrowsecurity) AS forced FROM pg_class
      WHERE relname IN ('tenants', 'tenant_memberships', 'journey_stages', 'campaigns',
        'knowledge_documents', 'qa_pairs', 'tenant_login_tokens', 'tenant_sessions')`.execute(db);
    expect(rows[0]!.forced).toBe(true);
  });

  it('shows a tenant only its own rows, whatever the query asks for', async () => {
    await withTenant(db, a.id, async (trx) => {
      const tenants = await sql<{ id: string }>`SELECT id FROM tenants`.execute(trx);
      expect(tenants.rows.map((r) => r.id)).toEqual([a.id]);
      const crafted = await sql<{ answer: string }>`
        SELECT answer FROM qa_pairs WHERE tenant_id = ${b.id}
        UNION ALL SELECT answer FROM qa_pairs WHERE true OR tenant_id <> ${a.id}`.execute(trx);
      expect(crafted.rows.map((r) => r.answer)).toEqual(['Tenant A opens at nine.']);
      for (const table of [
        'journey_stages',
        'campaigns',
        'tenant_memberships',
        'tenant_sessions',
      ]) {
        const { rows } = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE tenant_id = ${b.id}`.execute(
          trx,
        );
        expect(rows[0]!.n, table).toBe(0);
      }
    });
  });

  it("cannot change or delete another tenant's rows", async () => {
    const changed = await withTenant(db, a.id, async (trx) => {
      const updated =
        await sql`UPDATE journey_stages SET name = 'pwned' WHERE tenant_id = ${b.id}`.execute(trx);
      const deleted = await sql`DELETE FROM qa_pairs WHERE tenant_id = ${b.id}`.execute(trx);
      return Number(updated.numAffectedRows ?? 0n) + Number(deleted.numAffectedRows ?? 0n);
    });
    expect(changed).toBe(0);
    const stages = await db
      .selectFrom('journey_stages')
      .select('name')
      .where('tenant_id', '=', b.id)
      .execute();
    expect(stages.map((s) => s.name)).not.toContain('pwned');
  });

  it("cannot write a row into another tenant's workspace", async () => {
    await expect(
      withTenant(db, a.id, (trx) =>
        trx
          .insertInto('qa_pairs')
          .values({ tenant_id: b.id, source_id: 'planted', question: 'Planted?', answer: 'Yes' })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      withTenant(db, a.id, (trx) => sql`UPDATE qa_pairs SET tenant_id = ${b.id}`.execute(trx)),
    ).rejects.toThrow(/row-level security/);
  });

  it('sees nothing under the tenant role when no tenant is set, and no platform table at all', async () => {
    const seen = await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL ROLE onramp_tenant`.execute(trx);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM qa_pairs`.execute(
        trx,
      );
      return rows[0]!.n;
    });
    expect(seen).toBe(0);
    await expect(
      withTenant(db, a.id, (trx) => sql`SELECT email FROM users`.execute(trx)),
    ).rejects.toThrow(/permission denied/);
    await expect(
      withTenant(db, a.id, (trx) => sql`SELECT * FROM payments`.execute(trx)),
    ).rejects.toThrow(/permission denied/);
  });

  it("refuses one tenant's session on another tenant's host", async () => {
    const own = await suite.server.app.inject({
      method: 'GET',
      url: '/api/tenant/workspace',
      headers: { host: a.host, cookie: tenantCookie(a.session) },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ data: { subdomain: a.tenant } });
    const foreign = await suite.server.app.inject({
      method: 'GET',
      url: '/api/tenant/workspace',
      headers: { host: b.host, cookie: tenantCookie(a.session) },
    });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toMatchObject({ err: true, status_code: 'tenant_session_required' });
  });
});
