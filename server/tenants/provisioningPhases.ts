import { sql, type Transaction } from 'kysely';
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

/** What the phases after the tenant row read beside the database. */
export interface PhaseDependencies {
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
async function addOwnerMembership(trx: Trx, { tenantId, user }: PhaseRun): Promise<void> {
  await trx
    .insertInto('tenant_memberships')
    .values({ tenant_id: tenantId, user_id: user.id, role: 'owner' })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
    .execute();
}

/** The owner's journey stages (the defaults in their language if they saved none), as rows. */
async function copyJourneyStages(trx: Trx, { deps, tenantId, user }: PhaseRun): Promise<void> {
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
}

/** The campaign drafted during onboarding, else a starter one built from the answers. */
async function attachCampaign(trx: Trx, { deps, tenantId, user }: PhaseRun): Promise<void> {
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
  const onboarding = answersOf(user);
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
}

/** The documents and the bot's Q/A pairs gathered during onboarding. */
async function attachKnowledgeBase(trx: Trx, { tenantId, user }: PhaseRun): Promise<void> {
  await trx
    .updateTable('knowledge_documents')
    .set({ tenant_id: tenantId })
    .where('user_id', '=', user.id)
    .where('tenant_id', 'is', null)
    .execute();
  const pairs = qaPairsOf(answersOf(user));
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
}

/** The plan the owner paid for. */
async function recordPlan(trx: Trx, { tenantId, user }: PhaseRun): Promise<void> {
  const plan = planOf(user);
  if (plan) {
    await trx
      .updateTable('tenants')
      .set({ plan: JSON.stringify(plan) })
      .where('id', '=', tenantId)
      .execute();
  }
}

/** The owner's next stop: the flow's end, and the workspace's address to be sent to. */
async function markReady(trx: Trx, { deps, subdomain, user }: PhaseRun): Promise<void> {
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
}

/** The work of each phase after the tenant row (provisioning.ts runs them in order). */
export const PHASE_WORK: Readonly<
  Record<Exclude<ProvisioningPhase, 'tenant'>, (trx: Trx, run: PhaseRun) => Promise<void>>
> = {
  membership: addOwnerMembership,
  stages: copyJourneyStages,
  campaign: attachCampaign,
  knowledge_base: attachKnowledgeBase,
  plan: recordPlan,
  ready: markReady,
};
