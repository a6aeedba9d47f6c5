import { sql, type InsertObject, type Kysely, type Transaction } from 'kysely';
import type { DB, ProvisioningPhase } from '../db/schema';
import { answerQuestion } from './helpdeskBot';
import { withTenant } from './withTenant';

type Executor = Kysely<DB> | Transaction<DB>;

/**
 * Every statement on a tenant's tables: the tenant, its members, sessions and entry links, its
 * journey, campaigns, documents and Q/A pairs. The tenant routes' reads and writes go through
 * withTenant (row-level security); provisioning and the onboarding jobs run as platform work on
 * the transaction they pass last.
 */
export function createTenantsRepository(db: Kysely<DB>) {
  return {
    /** The id of the built tenant on this subdomain, if there is one. */
    async readyTenantIdOf(subdomain: string): Promise<string | undefined> {
      const tenant = await db
        .selectFrom('tenants')
        .select(['id', 'provisioning'])
        .where(sql<string>`lower(subdomain)`, '=', subdomain)
        // A workspace the adopter's product built lives there, at the URL it named.
        .where('built_by', '=', 'onramp')
        .executeTakeFirst();
      return tenant?.provisioning === 'ready' ? tenant.id : undefined;
    },

    /** Where the adopter's product built the workspace on this subdomain, if it did. */
    async externalUrlOf(subdomain: string): Promise<string | undefined> {
      const tenant = await db
        .selectFrom('tenants')
        .select('external_url')
        .where(sql<string>`lower(subdomain)`, '=', subdomain)
        .where('built_by', '=', 'adopter')
        .executeTakeFirst();
      return tenant?.external_url ?? undefined;
    },

    /** The owner's tenant, if it was made. */
    ofOwner(userId: string, executor: Executor = db) {
      return executor
        .selectFrom('tenants')
        .select(['id', 'subdomain', 'provisioning', 'built_by', 'external_url'])
        .where('owner_user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The live tenant session a token hash opens, if any. */
    findSession(tenantId: string, tokenHash: string) {
      return withTenant(db, tenantId, (trx) =>
        trx
          .selectFrom('tenant_sessions')
          .select(['tenant_id', 'user_id'])
          .where('token_hash', '=', tokenHash)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .executeTakeFirst(),
      );
    },

    /** A single-use entry link's token hash for the user, valid for `ttlSeconds`. */
    async insertLoginToken(
      tenantId: string,
      userId: string,
      tokenHash: string,
      ttlSeconds: number,
    ): Promise<void> {
      await db
        .insertInto('tenant_login_tokens')
        .values({
          tenant_id: tenantId,
          user_id: userId,
          token_hash: tokenHash,
          expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
          used_at: null,
        })
        .execute();
    },

    /**
     * Spends an unused, unexpired login token and opens a session under the new token's hash, in
     * one transaction; false when the token cannot be spent.
     */
    spendLoginToken(
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
    },

    async revokeSession(tenantId: string, tokenHash: string): Promise<void> {
      await withTenant(db, tenantId, (trx) =>
        trx
          .updateTable('tenant_sessions')
          .set({ revoked_at: sql<Date>`now()` })
          .where('token_hash', '=', tokenHash)
          .where('revoked_at', 'is', null)
          .execute(),
      );
    },

    /**
     * Ends a user's way into every tenant app: revokes their live tenant sessions and spends the
     * one-time entry links not used yet. Runs as platform work (no tenant set), across tenants.
     */
    async revokeSignInsOf(userId: string, executor: Executor): Promise<void> {
      await executor
        .updateTable('tenant_sessions')
        .set({ revoked_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      await executor
        .updateTable('tenant_login_tokens')
        .set({ used_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },

    /** What the tenant page shows before sign-in, and its owner's id. */
    findFace(tenantId: string) {
      return withTenant(db, tenantId, (trx) =>
        trx
          .selectFrom('tenants')
          .select(['name', 'subdomain', 'logo_url', 'palette', 'owner_user_id'])
          .executeTakeFirstOrThrow(),
      );
    },

    /** The built workspace: the tenant, its journey, latest campaign and knowledge counts. */
    findWorkspace(tenantId: string) {
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
    },

    /** The helpdesk bot's answer from this tenant's Q/A pairs and documents. */
    askBot(tenantId: string, question: string) {
      return withTenant(db, tenantId, (trx) => answerQuestion(trx, question));
    },

    /** The tenant row of a new workspace, at its first phase. */
    async insertTenant(
      values: Omit<InsertObject<DB, 'tenants'>, 'provisioning'>,
      executor: Executor,
    ): Promise<string> {
      const row = await executor
        .insertInto('tenants')
        .values({ ...values, provisioning: 'tenant' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The tenant, held until the caller's transaction ends. */
    lockTenant(tenantId: string, executor: Executor) {
      return executor
        .selectFrom('tenants')
        .selectAll()
        .where('id', '=', tenantId)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    async recordPhase(tenantId: string, phase: ProvisioningPhase, executor: Executor) {
      await executor
        .updateTable('tenants')
        .set({
          provisioning: phase,
          provisioning_failed_at: null,
          ...(phase === 'ready' ? { provisioned_at: new Date() } : {}),
        })
        .where('id', '=', tenantId)
        .execute();
    },

    /** The adopter's endpoint accepted the request: its callback is awaited from now. */
    async recordHandedOver(tenantId: string, executor: Executor): Promise<void> {
      await executor
        .updateTable('tenants')
        .set({
          provisioning: 'handed_over',
          handed_over_at: new Date(),
          provisioning_failed_at: null,
        })
        .where('id', '=', tenantId)
        .execute();
    },

    /** The brand's endpoint is gone before the workspace was built: Onramp builds it from the start. */
    async takeBackBuild(tenantId: string, executor: Executor): Promise<void> {
      await executor
        .updateTable('tenants')
        .set({ built_by: 'onramp', provisioning: 'tenant', handed_over_at: null })
        .where('id', '=', tenantId)
        .where('provisioning', '<>', 'ready')
        .execute();
    },

    /** The adopter's product built the workspace at `url`. */
    async recordBuiltElsewhere(tenantId: string, url: string, executor: Executor): Promise<void> {
      await executor
        .updateTable('tenants')
        .set({
          provisioning: 'ready',
          provisioned_at: new Date(),
          provisioning_failed_at: null,
          external_url: url,
        })
        .where('id', '=', tenantId)
        .execute();
    },

    /**
     * A tenant the adopter's product builds, of an owner who signed up with the brand's
     * configuration, held until the caller's transaction ends.
     */
    lockAdopterBuiltTenant(tenantId: string, brand: string, executor: Executor) {
      return executor
        .selectFrom('tenants')
        .innerJoin('users', 'users.id', 'tenants.owner_user_id')
        .innerJoin('config_versions', 'config_versions.id', 'users.config_version_id')
        .selectAll('tenants')
        .where('tenants.id', '=', tenantId)
        .where('tenants.built_by', '=', 'adopter')
        .where('config_versions.brand', '=', brand)
        .forUpdate('tenants')
        .executeTakeFirst();
    },

    async recordFailure(tenantId: string, executor: Executor = db): Promise<void> {
      await executor
        .updateTable('tenants')
        .set({ provisioning_failed_at: new Date() })
        .where('id', '=', tenantId)
        .execute();
    },

    async setPlan(tenantId: string, plan: unknown, executor: Executor): Promise<void> {
      await executor
        .updateTable('tenants')
        .set({ plan: JSON.stringify(plan) })
        .where('id', '=', tenantId)
        .execute();
    },

    /** The owner as the workspace's first member. */
    async addOwner(tenantId: string, userId: string, executor: Executor): Promise<void> {
      await executor
        .insertInto('tenant_memberships')
        .values({ tenant_id: tenantId, user_id: userId, role: 'owner' })
        .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
        .execute();
    },

    /** The journey's stages, in order, replacing those there were. */
    async replaceStages(
      tenantId: string,
      stages: { name: string; durationDays: number }[],
      executor: Executor,
    ): Promise<void> {
      await executor
        .deleteFrom('journey_stages')
        .where('tenant_id', '=', tenantId)
        .where('position', '>=', stages.length)
        .execute();
      await executor
        .insertInto('journey_stages')
        .values(
          stages.map((stage, position) => ({
            tenant_id: tenantId,
            position,
            name: stage.name,
            duration_days: stage.durationDays,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'position']).doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            duration_days: eb.ref('excluded.duration_days'),
          })),
        )
        .execute();
    },

    async insertCampaign(
      values: InsertObject<DB, 'campaigns'>,
      executor: Executor = db,
    ): Promise<void> {
      await executor.insertInto('campaigns').values(values).execute();
    },

    /** Hands the owner's onboarding campaigns to the tenant; whether the tenant has one now. */
    async claimCampaigns(tenantId: string, userId: string, executor: Executor): Promise<boolean> {
      await executor
        .updateTable('campaigns')
        .set({ tenant_id: tenantId })
        .where('user_id', '=', userId)
        .where('tenant_id', 'is', null)
        .execute();
      const has = await executor
        .selectFrom('campaigns')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      return has !== undefined;
    },

    /** Hands the owner's imported documents to the tenant. */
    async claimDocuments(tenantId: string, userId: string, executor: Executor): Promise<void> {
      await executor
        .updateTable('knowledge_documents')
        .set({ tenant_id: tenantId })
        .where('user_id', '=', userId)
        .where('tenant_id', 'is', null)
        .execute();
    },

    /**
     * Replaces the user's imported documents with `pages`; once the workspace is built they
     * belong to it at once, so the bot can use them.
     */
    async replaceDocuments(
      userId: string,
      source: string,
      pages: { url: string; title: string; body: string }[],
      executor: Executor,
    ): Promise<void> {
      await executor.deleteFrom('knowledge_documents').where('user_id', '=', userId).execute();
      if (pages.length === 0) return;
      const tenant = await executor
        .selectFrom('tenants')
        .select('id')
        .where('owner_user_id', '=', userId)
        .executeTakeFirst();
      await executor
        .insertInto('knowledge_documents')
        .values(
          pages.map((p) => ({
            user_id: userId,
            source_url: source,
            tenant_id: tenant?.id ?? null,
            ...p,
          })),
        )
        .onConflict((c) => c.columns(['user_id', 'url']).doNothing())
        .execute();
    },

    async upsertQaPairs(
      tenantId: string,
      pairs: { sourceId: string; question: string; answer: string }[],
      executor: Executor,
    ): Promise<void> {
      await executor
        .insertInto('qa_pairs')
        .values(
          pairs.map((p) => ({
            tenant_id: tenantId,
            source_id: p.sourceId,
            question: p.question,
            answer: p.answer,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'source_id']).doUpdateSet((eb) => ({
            question: eb.ref('excluded.question'),
            answer: eb.ref('excluded.answer'),
          })),
        )
        .execute();
    },
  };
}

export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
