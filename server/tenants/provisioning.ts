import { eventSubjectOf, recordEvent } from '../analytics/onboardingEvents';
import type { ConfigRuntime } from '../configRuntime/configRuntime';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import { MAX_STAGE_DURATION_DAYS } from '../../shared/flow/defaultStages';
import type { Brand } from '../brand/brand';
import type { DB, ProvisioningPhase } from '../db/schema';
import type { JobDefinition, JobQueue } from '../jobs/queue';
import { defaultStageCopyKey } from '../../shared/i18n/copyKeys';
import type { BrandCopy } from '../brand/copy';
import { stagesOf } from '../users/onboardingRecord';
import type { UserRow } from '../users/userData';
import { starterCampaign } from './starterCampaign';
import { tenantAppUrl } from './tenantLinks';
import { isUuid } from './withTenant';

export const PROVISION_TENANT_JOB = 'tenant.provision';

/** The phases in order; tenants.provisioning records the last one completed. */
export const PROVISIONING_PHASES: readonly ProvisioningPhase[] = [
  'tenant',
  'membership',
  'stages',
  'campaign',
  'knowledge_base',
  'plan',
  'ready',
];

export interface ProvisioningDependencies {
  db: Kysely<DB>;
  brand: Brand;
  publicUrl: string;
  tenantDomainSuffix: string;
  /** Each owner's flow, whose terminalStepName is stored once the tenant is ready. */
  configs: Pick<ConfigRuntime, 'of'>;
  /** The brand's copy in a user's language: an owner who never saved stages gets the defaults in it. */
  copyIn: (language: string | null) => BrandCopy;
  logger?: Logger;
}

export interface ProvisioningHooks {
  /** Called after each phase has committed (tests use it to stop a run between phases). */
  afterPhase?(phase: ProvisioningPhase, tenantId: string): Promise<void> | void;
}

interface OnboardingFields {
  businessCategory?: { name?: unknown } | null;
  logoUrl?: unknown;
  paletteColor?: unknown;
  customQuestions?: unknown;
  campaignPrompt?: unknown;
  graphicThemePreference?: unknown;
  websiteUrl?: unknown;
}

type Trx = Transaction<DB>;

const stringOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

function paletteOf(onboarding: OnboardingFields): string[] {
  return Array.isArray(onboarding.paletteColor)
    ? onboarding.paletteColor.filter((c): c is string => typeof c === 'string' && c.trim() !== '')
    : [];
}

function qaPairsOf(
  onboarding: OnboardingFields,
): { sourceId: string; question: string; answer: string }[] {
  if (!Array.isArray(onboarding.customQuestions)) return [];
  return onboarding.customQuestions.flatMap((item: unknown, index) => {
    if (typeof item !== 'object' || item === null) return [];
    const q = item as { id?: unknown; questionTitle?: unknown; questionValue?: unknown };
    const question = stringOrNull(q.questionTitle);
    const answer = stringOrNull(q.questionValue);
    if (!question || !answer) return [];
    const sourceId = stringOrNull(q.id) ?? `pair-${index}`;
    return [{ sourceId, question: question.trim(), answer: answer.trim() }];
  });
}

/** One provisioning run per user at a time, across connections and instances, for this transaction. */
async function lockOwner(trx: Trx, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`tenant.provision:${userId}`}, 0))`.execute(
    trx,
  );
}

async function loadUser(trx: Trx, userId: string): Promise<UserRow | undefined> {
  return trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

function planOf(user: UserRow): Record<string, unknown> | null {
  return user.selected_plan && typeof user.selected_plan === 'object' ? user.selected_plan : null;
}

/**
 * Builds the workspace of the user's tenant once their payment is confirmed. Each phase is one
 * transaction that re-reads the recorded phase under a per-owner lock, does its work as upserts
 * keyed by tenant or user, and records itself; so a second run, a concurrent run or a run after a
 * crash between phases resumes where the last one stopped and never makes a second tenant.
 * Returns the tenant id, or undefined when the user has no confirmed payment (nothing to build).
 */
export async function provisionTenant(
  deps: ProvisioningDependencies,
  userId: string,
  hooks: ProvisioningHooks = {},
): Promise<string | undefined> {
  const { db, brand } = deps;

  const tenantId = await db.transaction().execute(async (trx) => {
    await lockOwner(trx, userId);
    const existing = await trx
      .selectFrom('tenants')
      .select('id')
      .where('owner_user_id', '=', userId)
      .executeTakeFirst();
    if (existing) return { id: existing.id, created: false };
    const paid = await trx
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    const user = paid ? await loadUser(trx, userId) : undefined;
    const plan = user ? planOf(user) : null;
    if (!user || !plan) return undefined;
    const onboarding = user.onboarding as OnboardingFields;
    const row = await trx
      .insertInto('tenants')
      .values({
        subdomain: user.sub_domain,
        owner_user_id: user.id,
        name: user.company.trim() || brand.manifest.name,
        plan: JSON.stringify(plan),
        // Only the server's own copy: scrappedLogoUrl is the outside address it was copied from.
        logo_url: stringOrNull(onboarding.logoUrl),
        palette: JSON.stringify(paletteOf(onboarding)),
        provisioning: 'tenant',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, created: true };
  });
  if (!tenantId) {
    deps.logger?.warn({ userId }, 'tenant.provision: no confirmed payment, nothing to build');
    return undefined;
  }
  if (tenantId.created) await hooks.afterPhase?.('tenant', tenantId.id);

  try {
    await runPhases(deps, userId, tenantId.id, hooks);
  } catch (error) {
    await db
      .updateTable('tenants')
      .set({ provisioning_failed_at: new Date() })
      .where('id', '=', tenantId.id)
      .execute()
      .catch((recording: unknown) =>
        deps.logger?.warn({ err: recording, userId }, 'tenant.provision: failure not recorded'),
      );
    throw error;
  }
  return tenantId.id;
}

/** The phases after the tenant row, each in its own transaction, skipping those already recorded. */
async function runPhases(
  deps: ProvisioningDependencies,
  userId: string,
  tenantId: string,
  hooks: ProvisioningHooks,
): Promise<void> {
  const { db } = deps;
  for (const phase of PROVISIONING_PHASES.slice(1)) {
    const ran = await db.transaction().execute(async (trx) => {
      await lockOwner(trx, userId);
      const tenant = await trx
        .selectFrom('tenants')
        .selectAll()
        .where('id', '=', tenantId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (PROVISIONING_PHASES.indexOf(tenant.provisioning) >= PROVISIONING_PHASES.indexOf(phase)) {
        return false;
      }
      const user = await loadUser(trx, userId);
      if (!user) throw new Error(`tenant.provision: user ${userId} is gone`);
      await runPhase(trx, phase, deps, tenant.id, tenant.subdomain, user);
      await trx
        .updateTable('tenants')
        .set({
          provisioning: phase,
          provisioning_failed_at: null,
          ...(phase === 'ready' ? { provisioned_at: new Date() } : {}),
        })
        .where('id', '=', tenant.id)
        .execute();
      if (phase === 'ready')
        await recordEvent(trx, eventSubjectOf(user, deps.brand.id), { kind: 'tenant_ready' });
      return true;
    });
    if (ran) await hooks.afterPhase?.(phase, tenantId);
  }
}

async function runPhase(
  trx: Trx,
  phase: ProvisioningPhase,
  deps: ProvisioningDependencies,
  tenantId: string,
  subdomain: string,
  user: UserRow,
): Promise<void> {
  const onboarding = user.onboarding as OnboardingFields;
  switch (phase) {
    case 'membership':
      await trx
        .insertInto('tenant_memberships')
        .values({ tenant_id: tenantId, user_id: user.id, role: 'owner' })
        .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
        .execute();
      return;
    case 'stages': {
      const copy = deps.copyIn(user.language);
      const stages = stagesOf(user.onboarding, (stage) => {
        const key = defaultStageCopyKey(stage);
        const name = copy.t(key);
        return name === key ? stage.name : name;
      });
      await trx
        .deleteFrom('journey_stages')
        .where('tenant_id', '=', tenantId)
        .where('position', '>=', stages.length)
        .execute();
      await trx
        .insertInto('journey_stages')
        .values(
          stages.map((stage, position) => ({
            tenant_id: tenantId,
            position,
            name: stage.name,
            // Data stored before the schema capped it must not overflow the integer column.
            duration_days: Math.min(Math.max(0, stage.duration), MAX_STAGE_DURATION_DAYS),
          })),
        )
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'position']).doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            duration_days: eb.ref('excluded.duration_days'),
          })),
        )
        .execute();
      return;
    }
    case 'campaign': {
      await trx
        .updateTable('campaigns')
        .set({ tenant_id: tenantId })
        .where('user_id', '=', user.id)
        .where('tenant_id', 'is', null)
        .execute();
      const has = await trx
        .selectFrom('campaigns')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      if (has) return;
      const starter = starterCampaign({
        company: user.company,
        productName: deps.brand.manifest.name,
        prompt: stringOrNull(onboarding.campaignPrompt),
        theme: stringOrNull(onboarding.graphicThemePreference),
        primaryColor: paletteOf(onboarding)[0] ?? deps.brand.manifest.tokens.colors.primary,
        websiteUrl: stringOrNull(onboarding.websiteUrl),
      });
      await trx
        .insertInto('campaigns')
        .values({ ...starter, user_id: user.id, tenant_id: tenantId })
        .execute();
      return;
    }
    case 'knowledge_base': {
      await trx
        .updateTable('knowledge_documents')
        .set({ tenant_id: tenantId })
        .where('user_id', '=', user.id)
        .where('tenant_id', 'is', null)
        .execute();
      const pairs = qaPairsOf(onboarding);
      if (pairs.length === 0) return;
      await trx
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
      return;
    }
    case 'plan': {
      const plan = planOf(user);
      if (plan) {
        await trx
          .updateTable('tenants')
          .set({ plan: JSON.stringify(plan) })
          .where('id', '=', tenantId)
          .execute();
      }
      return;
    }
    case 'ready': {
      const url = tenantAppUrl(deps.publicUrl, subdomain, deps.tenantDomainSuffix);
      await trx
        .updateTable('users')
        .set({
          step_name: (await deps.configs.of(user.config_version_id)).flow.terminalStepName,
          onboarding: sql`onboarding || ${JSON.stringify({ redirectTenantURL: url })}::jsonb`,
          updated_at: new Date(),
        })
        .where('id', '=', user.id)
        .execute();
      return;
    }
    case 'tenant':
      return;
  }
}

/** The pg-boss job a confirmed payment starts; at most one queued per owner (singletonKey). */
export function provisionTenantJob(
  deps: ProvisioningDependencies,
): JobDefinition<{ userId: string }> {
  return {
    name: PROVISION_TENANT_JOB,
    retryLimit: 10,
    retryDelaySeconds: 2,
    policy: 'short',
    expireInSeconds: 120,
    async handle({ userId }) {
      if (typeof userId !== 'string' || !isUuid(userId)) {
        deps.logger?.error({ userId }, 'tenant.provision: job without a valid userId, dropped');
        return;
      }
      await provisionTenant(deps, userId);
    },
  };
}

/**
 * Queues tenant.provision for an owner whose workspace is unfinished, unless a run is already
 * waiting, waiting to retry or under way: a job whose retries ran out, or one lost with its
 * database, is started again. Returns whether it queued one.
 */
export async function resumeProvisioning(jobs: JobQueue, userId: string): Promise<boolean> {
  if (await jobs.hasLiveJob(PROVISION_TENANT_JOB, userId)) return false;
  await jobs.send(PROVISION_TENANT_JOB, { userId }, { singletonKey: userId });
  return true;
}
