import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { answerQuestion } from './helpdeskBot';
import { withTenant } from './withTenant';

/** The tenant routes' SQL; every read and write of a tenant's rows goes through withTenant. */

/** Paid owners whose workspace is missing or unfinished. */
export async function paidOwnersWithUnfinishedTenant(db: Kysely<DB>): Promise<string[]> {
  const owners = await db
    .selectFrom('payments')
    .leftJoin('tenants', 'tenants.owner_user_id', 'payments.user_id')
    .select('payments.user_id')
    .where('payments.status', '=', 'paid')
    .where((eb) => eb.or([eb('tenants.id', 'is', null), eb('tenants.provisioning', '<>', 'ready')]))
    .groupBy('payments.user_id')
    .execute();
  return owners.map((owner) => owner.user_id);
}

/** The id of the built tenant on this subdomain, if there is one. */
export async function readyTenantIdOf(
  db: Kysely<DB>,
  subdomain: string,
): Promise<string | undefined> {
  const tenant = await db
    .selectFrom('tenants')
    .select(['id', 'provisioning'])
    .where(sql<string>`lower(subdomain)`, '=', subdomain)
    .executeTakeFirst();
  return tenant?.provisioning === 'ready' ? tenant.id : undefined;
}

/** The live tenant session a token hash opens, if any. */
export function findTenantSession(db: Kysely<DB>, tenantId: string, tokenHash: string) {
  return withTenant(db, tenantId, (trx) =>
    trx
      .selectFrom('tenant_sessions')
      .select(['tenant_id', 'user_id'])
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst(),
  );
}

/**
 * Spends an unused, unexpired login token and opens a session under the new token's hash, in
 * one transaction; false when the token cannot be spent.
 */
export function spendLoginToken(
  db: Kysely<DB>,
  tenantId: string,
  loginTokenHash: string,
  session: { tokenHash: string; ttlSeconds: number },
): Promise<boolean> {
  return withTenant(db, tenantId, async (trx) => {
    const spent = await trx
      .updateTable('tenant_login_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', loginTokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['tenant_id', 'user_id'])
      .executeTakeFirst();
    if (!spent) return false;
    await trx
      .insertInto('tenant_sessions')
      .values({
        tenant_id: spent.tenant_id,
        user_id: spent.user_id,
        token_hash: session.tokenHash,
        expires_at: sql<Date>`now() + make_interval(secs => ${session.ttlSeconds})`,
        revoked_at: null,
      })
      .execute();
    return true;
  });
}

export async function revokeTenantSession(
  db: Kysely<DB>,
  tenantId: string,
  tokenHash: string,
): Promise<void> {
  await withTenant(db, tenantId, (trx) =>
    trx
      .updateTable('tenant_sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute(),
  );
}

/** What the tenant page shows before sign-in, and the language its owner keeps. */
export async function findTenantFace(db: Kysely<DB>, tenantId: string) {
  const face = await withTenant(db, tenantId, (trx) =>
    trx
      .selectFrom('tenants')
      .select(['name', 'subdomain', 'logo_url', 'palette', 'owner_user_id'])
      .executeTakeFirstOrThrow(),
  );
  // users is no tenant's table (the tenant role cannot read it).
  const owner = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', face.owner_user_id)
    .executeTakeFirst();
  return { ...face, ownerLanguage: owner?.language ?? null };
}

/** The built workspace: the tenant, its journey, latest campaign and knowledge counts. */
export function findWorkspace(db: Kysely<DB>, tenantId: string) {
  return withTenant(db, tenantId, async (trx) => {
    const tenant = await trx
      .selectFrom('tenants')
      .select(['name', 'subdomain', 'plan', 'logo_url', 'palette', 'created_at'])
      .executeTakeFirstOrThrow();
    const stages = await trx
      .selectFrom('journey_stages')
      .select(['name', 'duration_days'])
      .orderBy('position')
      .execute();
    const campaign = await trx
      .selectFrom('campaigns')
      .select(['subject', 'preheader', 'html', 'generator'])
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const counts = await trx
      .selectNoFrom((eb) => [
        eb.selectFrom('qa_pairs').select(eb.fn.countAll<number>().as('n')).as('qaPairs'),
        eb
          .selectFrom('knowledge_documents')
          .select(eb.fn.countAll<number>().as('n'))
          .as('documents'),
      ])
      .executeTakeFirstOrThrow();
    return { tenant, stages, campaign, counts };
  });
}

/** The helpdesk bot's answer from this tenant's Q/A pairs and documents. */
export function askTenantBot(db: Kysely<DB>, tenantId: string, question: string) {
  return withTenant(db, tenantId, (trx) => answerQuestion(trx, question));
}
