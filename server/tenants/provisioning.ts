import { sql, type Kysely, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import { eventSubjectOf, recordEvent } from '../analytics/onboardingEvents';
import type { DB, ProvisioningPhase } from '../db/schema';
import type { JobDefinition, JobQueue } from '../jobs/queue';
import type { PaymentsRepository } from '../payments/paymentsRepository';
import { paletteOf, planOf, stringOrNull, type OnboardingFields } from './ownerAnswers';
import { PHASE_WORK, type PhaseDependencies } from './provisioningPhases';
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

export interface ProvisioningDependencies extends PhaseDependencies {
  db: Kysely<DB>;
  payments: Pick<PaymentsRepository, 'hasPaid'>;
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
    if (existing) return { id: existing.id, created: false };
    const paid = await deps.payments.hasPaid(userId, trx);
    const user = paid ? await users.findById(userId, trx) : undefined;
    const plan = user ? planOf(user) : null;
    if (!user || !plan) return undefined;
    const onboarding = user.onboarding as OnboardingFields;
    const id = await tenants.insertTenant(
      {
        subdomain: user.sub_domain,
        owner_user_id: user.id,
        name: user.company.trim() || brand.manifest.name,
        plan: JSON.stringify(plan),
        // Only the server's own copy: scrappedLogoUrl is the outside address it was copied from.
        logo_url: stringOrNull(onboarding.logoUrl),
        palette: JSON.stringify(paletteOf(onboarding)),
      },
      trx,
    );
    return { id, created: true };
  });
  if (!tenantId) {
    deps.logger?.warn({ userId }, 'tenant.provision: no confirmed payment, nothing to build');
    return undefined;
  }
  if (tenantId.created) await hooks.afterPhase?.('tenant', tenantId.id);

  try {
    await runPhases(deps, userId, tenantId.id, hooks);
  } catch (error) {
    await tenants
      .recordFailure(tenantId.id)
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
  const { db, users, tenants } = deps;
  for (const phase of PROVISIONING_PHASES) {
    if (phase === 'tenant') continue;
    const ran = await db.transaction().execute(async (trx) => {
      await lockOwner(trx, userId);
      const tenant = await tenants.lockTenant(tenantId, trx);
      if (PROVISIONING_PHASES.indexOf(tenant.provisioning) >= PROVISIONING_PHASES.indexOf(phase)) {
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
      if (phase === 'ready')
        await recordEvent(trx, eventSubjectOf(user, deps.brand.id), { kind: 'tenant_ready' });
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
