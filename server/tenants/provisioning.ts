import { sql, type Kysely, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { DB, ProvisioningPhase } from '../db/schema';
import type { JobDefinition, JobQueue } from '../jobs/queue';
import type { PaymentsRepository } from '../payments/paymentsRepository';
import { paletteOf, planOf, stringOrNull, type OnboardingFields } from './ownerAnswers';
import { PHASE_WORK, type PhaseDependencies } from './provisioningPhases';
import { handOverToAdopter, type HandOverDependencies } from './adopter/handOver';
import { findProvisioningEndpoint } from './adopter/provisioningEndpointsRepository';
import { announceReady } from './announceReady';
import { isUuid } from './withTenant';
import { tenantAppUrl } from './tenantLinks';
import { emitWebhookEvent } from '../webhooks/emitWebhookEvent';
import { webhookUserOf } from '../webhooks/eventPayloads';
import { PROVISION_TENANT_JOB } from './provisionJobName';

/** The phases in order; tenants.provisioning records the last one completed. */
export const PROVISIONING_PHASES: readonly Exclude<ProvisioningPhase, 'handed_over'>[] = [
  'tenant',
  'membership',
  'stages',
  'campaign',
  'knowledge_base',
  'plan',
  'ready',
];

export interface ProvisioningDependencies extends PhaseDependencies {
  db: Kysely<DB>;
  /** Building in the adopter's product, for a brand with a provisioning endpoint. */
  adopter: HandOverDependencies['adopter'];
  payments: Pick<PaymentsRepository, 'hasPaid'>;
  /** Queues the tenant.* and onboarding.completed webhooks (the job's queue when run by it). */
  jobs?: Pick<JobQueue, 'send'>;
  logger?: Logger;
}

export interface ProvisioningHooks {
  /** Called after each phase has committed (tests use it to stop a run between phases). */
  afterPhase?(phase: ProvisioningPhase, tenantId: string): Promise<void> | void;
}

type Trx = Transaction<DB>;

/** One provisioning run per user at a time, across connections and instances, for this transaction. */
async function lockOwner(trx: Trx, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`tenant.provision:${userId}`}, 0))`.execute(
    trx,
  );
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
  const { db, brand, users, tenants } = deps;

  const tenantId = await db.transaction().execute(async (trx) => {
    await lockOwner(trx, userId);
    const existing = await tenants.ofOwner(userId, trx);
    if (existing) return { id: existing.id, created: false, builtBy: existing.built_by };
    const paid = await deps.payments.hasPaid(userId, trx);
    const user = paid ? await users.findById(userId, trx) : undefined;
    const plan = user ? planOf(user) : null;
    if (!user || !plan) return undefined;
    const onboarding = user.onboarding as OnboardingFields;
    // Who builds it is settled here, once: a brand's endpoint added later does not take it over.
    const builtBy = (await findProvisioningEndpoint(trx, brand.id)) ? 'adopter' : 'onramp';
    const id = await tenants.insertTenant(
      {
        subdomain: user.sub_domain,
        owner_user_id: user.id,
        name: user.company.trim() || brand.manifest.name,
        plan: JSON.stringify(plan),
        // Only the server's own copy: scrappedLogoUrl is the outside address it was copied from.
        logo_url: stringOrNull(onboarding.logoUrl),
        palette: JSON.stringify(paletteOf(onboarding)),
        built_by: builtBy,
      },
      trx,
    );
    return { id, created: true, builtBy };
  });
  if (!tenantId) {
    deps.logger?.warn({ userId }, 'tenant.provision: no confirmed payment, nothing to build');
    return undefined;
  }
  if (tenantId.created) await hooks.afterPhase?.('tenant', tenantId.id);

  try {
    const builtElsewhere =
      tenantId.builtBy === 'adopter' &&
      (await handOverToAdopter(deps, userId, tenantId.id)) === 'handed_over';
    if (!builtElsewhere) await runPhases(deps, userId, tenantId.id, hooks);
  } catch (error) {
    await recordFailure(deps, userId, tenantId.id).catch((recording: unknown) =>
      deps.logger?.warn({ err: recording, userId }, 'tenant.provision: failure not recorded'),
    );
    throw error;
  }
  return tenantId.id;
}

/**
 * Marks the run failed; the first failure since the last phase that went well (not each retry of
 * the same failing phase) queues tenant.failed in the same transaction.
 */
export async function recordFailure(
  deps: Pick<ProvisioningDependencies, 'db' | 'tenants' | 'users' | 'brand' | 'jobs'>,
  userId: string,
  tenantId: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const tenant = await deps.tenants.lockTenant(tenantId, trx);
    await deps.tenants.recordFailure(tenantId, trx);
    const user = await deps.users.findById(userId, trx);
    if (tenant.provisioning_failed_at !== null || !user || !deps.jobs) return;
    await emitWebhookEvent(trx, deps.jobs, deps.brand.id, 'tenant.failed', {
      user: webhookUserOf(user),
      tenant: { id: tenant.id, subdomain: tenant.subdomain, phase: tenant.provisioning },
    });
  });
}

/** The phases after the tenant row, each in its own transaction, skipping those already recorded. */
async function runPhases(
  deps: ProvisioningDependencies,
  userId: string,
  tenantId: string,
  hooks: ProvisioningHooks,
): Promise<void> {
  const { db, users, tenants } = deps;
  for (const phase of PROVISIONING_PHASES) {
    if (phase === 'tenant') continue;
    const ran = await db.transaction().execute(async (trx) => {
      await lockOwner(trx, userId);
      const tenant = await tenants.lockTenant(tenantId, trx);
      const done = PROVISIONING_PHASES.indexOf(
        tenant.provisioning as (typeof PROVISIONING_PHASES)[number],
      );
      if (done >= PROVISIONING_PHASES.indexOf(phase)) {
        return false;
      }
      const user = await users.findById(userId, trx);
      if (!user) throw new Error(`tenant.provision: user ${userId} is gone`);
      await PHASE_WORK[phase](trx, {
        deps,
        tenantId: tenant.id,
        subdomain: tenant.subdomain,
        user,
      });
      await tenants.recordPhase(tenant.id, phase, trx);
      if (phase === 'ready') {
        const url = tenantAppUrl(deps.publicUrl, tenant.subdomain, deps.tenantDomainSuffix);
        await announceReady(deps, trx, user, { ...tenant, url });
      }
      return true;
    });
    if (ran) await hooks.afterPhase?.(phase, tenantId);
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
    async handle({ userId }, jobs) {
      if (typeof userId !== 'string' || !isUuid(userId)) {
        deps.logger?.error({ userId }, 'tenant.provision: job without a valid userId, dropped');
        return;
      }
      await provisionTenant({ ...deps, jobs }, userId);
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
