import type { Kysely } from 'kysely';
import type { Brand } from '../brand/brand';
import { loadBrandCopy } from '../brand/copy';
import type { DB, ProvisioningPhase } from '../db/schema';
import { PROVISIONING_PHASES } from './provisioning';

/** Where the owner's workspace build stands, read in one query on every poll. */
export interface BuildState {
  tenant: {
    id: string;
    subdomain: string;
    provisioning: ProvisioningPhase;
    provisioningFailedAt: Date | null;
  } | null;
  paid: boolean;
}

export async function readBuildState(db: Kysely<DB>, userId: string): Promise<BuildState> {
  const row = await db
    .selectFrom('users')
    .leftJoin('tenants', 'tenants.owner_user_id', 'users.id')
    .select((eb) => [
      'tenants.id',
      'tenants.subdomain',
      'tenants.provisioning',
      'tenants.provisioning_failed_at',
      eb
        .exists(
          eb
            .selectFrom('payments')
            .select('payments.id')
            .whereRef('payments.user_id', '=', 'users.id')
            .where('payments.status', '=', 'paid'),
        )
        .as('paid'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  const tenant =
    row?.id && row.subdomain && row.provisioning
      ? {
          id: row.id,
          subdomain: row.subdomain,
          provisioning: row.provisioning,
          provisioningFailedAt: row.provisioning_failed_at ?? null,
        }
      : null;
  return { tenant, paid: Boolean(row?.paid) };
}

/** The tenant-building loader's heading and subText; empty strings keep the loader's own copy. */
export interface BuildStatusText {
  heading: string;
  subText: string;
}

const phaseKey = (phase: ProvisioningPhase) => `loaders.tenant.phase.${phase}`;
const RETRYING_TITLE = 'loaders.tenant.retrying.title';
const RETRYING_TEXT = 'loaders.tenant.retrying.text';
const OWN_COPY: BuildStatusText = { heading: '', subText: '' };

/**
 * What the loader says while the owner's workspace is built, in the brand's copy (its first
 * language, as the browser uses): the phase under way, or that a failed run is being retried.
 * Before a confirmed payment and once the tenant is ready it says nothing of its own.
 */
export function createBuildStatusText(rootDir: string, brand: Brand) {
  const copy = loadBrandCopy(rootDir, brand.dir, brand.manifest.locales?.[0] ?? 'en', [
    ...PROVISIONING_PHASES.map(phaseKey),
    RETRYING_TITLE,
    RETRYING_TEXT,
  ]);
  const params = { product: brand.appConfig.name, brand: brand.appConfig.name };
  const phaseText = (phase: ProvisioningPhase) => ({
    heading: '',
    subText: copy.t(phaseKey(phase), params),
  });

  return ({ tenant, paid }: BuildState): BuildStatusText => {
    if (!tenant) return paid ? phaseText('tenant') : OWN_COPY;
    if (tenant.provisioning === 'ready') return OWN_COPY;
    if (tenant.provisioningFailedAt) {
      return { heading: copy.t(RETRYING_TITLE, params), subText: copy.t(RETRYING_TEXT, params) };
    }
    // tenants.provisioning names the last phase completed; the loader names the one under way.
    return phaseText(PROVISIONING_PHASES[PROVISIONING_PHASES.indexOf(tenant.provisioning) + 1]!);
  };
}
