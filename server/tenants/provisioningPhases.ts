import type { Transaction } from 'kysely';
import type { ConfigRuntime } from '../config/runtime/configRuntime';
import { MAX_STAGE_DURATION_DAYS } from '../../shared/flow/defaultStages';
import { defaultStageCopyKey } from '../../shared/i18n/copyKeys';
import type { Brand } from '../config/brand/brand';
import type { BrandCopy } from '../config/brand/copy';
import type { DB, ProvisioningPhase } from '../db/schema';
import { stagesOf } from '../users/onboardingRecord';
import type { UserRow } from '../users/userData';
import { paletteOf, planOf, qaPairsOf, stringOrNull, type OnboardingFields } from './ownerAnswers';
import { starterCampaign } from './starterCampaign';
import { tenantAppUrl } from './tenantLinks';
import type { TenantsRepository } from './tenantsRepository';
import type { UsersRepository } from '../users/usersRepository';

/** What the phases after the tenant row read beside the database. */
export interface PhaseDependencies {
  users: UsersRepository;
  tenants: TenantsRepository;
  brand: Brand;
  publicUrl: string;
  tenantDomainSuffix: string;
  /** Each owner's flow, whose terminalStepName is stored once the tenant is ready. */
  configs: Pick<ConfigRuntime, 'of'>;
  /** The brand's copy in a user's language: an owner who never saved stages gets the defaults in it. */
  copyIn: (language: string | null) => BrandCopy;
}

/** One phase's run: its transaction, under the owner's lock, and what it builds for. */
export interface PhaseRun {
  deps: PhaseDependencies;
  tenantId: string;
  subdomain: string;
  user: UserRow;
}

type Trx = Transaction<DB>;
const answersOf = (user: UserRow) => user.onboarding as OnboardingFields;

/** The owner as the workspace's first member. */
async function addOwnerMembership(trx: Trx, { deps, tenantId, user }: PhaseRun): Promise<void> {
  await deps.tenants.addOwner(tenantId, user.id, trx);
}

/** The owner's journey stages (the defaults in their language if they saved none), as rows. */
async function copyJourneyStages(trx: Trx, { deps, tenantId, user }: PhaseRun): Promise<void> {
  const copy = deps.copyIn(user.language);
  const stages = stagesOf(user.onboarding, (stage) => {
    const key = defaultStageCopyKey(stage);
    const name = copy.t(key);
    return name === key ? stage.name : name;
  });
  await deps.tenants.replaceStages(
    tenantId,
    stages.map((stage) => ({
      name: stage.name,
      // Data stored before the schema capped it must not overflow the integer column.
      durationDays: Math.min(Math.max(0, stage.duration), MAX_STAGE_DURATION_DAYS),
    })),
    trx,
  );
}

/** The campaign drafted during onboarding, else a starter one built from the answers. */
async function attachCampaign(trx: Trx, { deps, tenantId, user }: PhaseRun): Promise<void> {
  if (await deps.tenants.claimCampaigns(tenantId, user.id, trx)) return;
  const onboarding = answersOf(user);
  const starter = starterCampaign({
    company: user.company,
    productName: deps.brand.manifest.name,
    prompt: stringOrNull(onboarding.campaignPrompt),
    theme: stringOrNull(onboarding.graphicThemePreference),
    primaryColor: paletteOf(onboarding)[0] ?? deps.brand.manifest.tokens.colors.primary,
    websiteUrl: stringOrNull(onboarding.websiteUrl),
  });
  await deps.tenants.insertCampaign({ ...starter, user_id: user.id, tenant_id: tenantId }, trx);
}

/** The documents and the bot's Q/A pairs gathered during onboarding. */
async function attachKnowledgeBase(trx: Trx, { deps, tenantId, user }: PhaseRun): Promise<void> {
  await deps.tenants.claimDocuments(tenantId, user.id, trx);
  const pairs = qaPairsOf(answersOf(user));
  if (pairs.length === 0) return;
  await deps.tenants.upsertQaPairs(tenantId, pairs, trx);
}

/** The plan the owner paid for. */
async function recordPlan(trx: Trx, { deps, tenantId, user }: PhaseRun): Promise<void> {
  const plan = planOf(user);
  if (plan) await deps.tenants.setPlan(tenantId, plan, trx);
}

/** The owner's next stop: the flow's end, and the workspace's address to be sent to. */
async function markReady(trx: Trx, { deps, subdomain, user }: PhaseRun): Promise<void> {
  const url = tenantAppUrl(deps.publicUrl, subdomain, deps.tenantDomainSuffix);
  const { flow } = await deps.configs.of(user.config_version_id);
  await deps.users.markWorkspaceReady(user.id, flow.terminalStepName, url, trx);
}

/** The work of each phase Onramp builds after the tenant row (provisioning.ts runs them in order). */
export const PHASE_WORK: Readonly<
  Record<
    Exclude<ProvisioningPhase, 'tenant' | 'handed_over'>,
    (trx: Trx, run: PhaseRun) => Promise<void>
  >
> = {
  membership: addOwnerMembership,
  stages: copyJourneyStages,
  campaign: attachCampaign,
  knowledge_base: attachKnowledgeBase,
  plan: recordPlan,
  ready: markReady,
};
