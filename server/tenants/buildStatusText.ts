import type { Brand } from '../config/brand/brand';
import type { Message, MessageParams } from '../../shared/contract';
import { createLanguageCopies, loadBrandCopy } from '../config/brand/copy';
import { message } from '../http/envelope';
import type { ProvisioningPhase, TenantBuilder } from '../db/schema';
import type { UsersRepository } from '../users/usersRepository';
import { PROVISIONING_PHASES } from './provisioning';

/** Where the owner's workspace build stands, read in one query on every poll. */
export interface BuildState {
  tenant: {
    id: string;
    subdomain: string;
    provisioning: ProvisioningPhase;
    provisioningFailedAt: Date | null;
    builtBy: TenantBuilder;
    /** The workspace's address the adopter's product named, once it built it. */
    externalUrl: string | null;
  } | null;
  paid: boolean;
  /** The owner's language, chosen at signup. */
  language: string | null;
}

export async function readBuildState(
  users: Pick<UsersRepository, 'buildStateOf'>,
  userId: string,
): Promise<BuildState> {
  const row = await users.buildStateOf(userId);
  const tenant =
    row?.id && row.subdomain && row.provisioning
      ? {
          id: row.id,
          subdomain: row.subdomain,
          provisioning: row.provisioning,
          provisioningFailedAt: row.provisioning_failed_at ?? null,
          builtBy: row.built_by ?? 'onramp',
          externalUrl: row.external_url ?? null,
        }
      : null;
  return { tenant, paid: Boolean(row?.paid), language: row?.language ?? null };
}

/**
 * The tenant-building loader's heading and subText: empty strings keep the loader's own copy. The
 * text is in the owner's language; the *_ref messages let the page re-word it after a language switch.
 */
export interface BuildStatusText {
  heading: string;
  subText: string;
  heading_ref: Message | null;
  subText_ref: Message | null;
}

const phaseKey = (phase: ProvisioningPhase) => `loaders.tenant.phase.${phase}`;
/** While the adopter's product builds the workspace: after its endpoint accepted the request. */
const AWAITING_ADOPTER = 'loaders.tenant.phase.awaiting_adopter';
const RETRYING_TITLE = 'loaders.tenant.retrying.title';
const RETRYING_TEXT = 'loaders.tenant.retrying.text';

/**
 * What the loader says while the owner's workspace is built: the phase under way, or that a failed
 * run is being retried. Before a confirmed payment and once the tenant is ready it says nothing.
 */
function buildStatusMessages(
  { tenant, paid }: BuildState,
  params: MessageParams,
): { heading: Message | null; subText: Message | null } {
  const phase = (name: ProvisioningPhase) => ({
    heading: null,
    subText: message(phaseKey(name), params),
  });
  if (!tenant) return paid ? phase('tenant') : { heading: null, subText: null };
  if (tenant.provisioning === 'ready') return { heading: null, subText: null };
  if (tenant.provisioningFailedAt) {
    return { heading: message(RETRYING_TITLE, params), subText: message(RETRYING_TEXT, params) };
  }
  if (tenant.builtBy === 'adopter') {
    return tenant.provisioning === 'handed_over'
      ? { heading: null, subText: message(AWAITING_ADOPTER, params) }
      : phase('handed_over');
  }
  // tenants.provisioning names the last phase completed; the loader names the one under way.
  const done = PROVISIONING_PHASES.indexOf(
    tenant.provisioning as (typeof PROVISIONING_PHASES)[number],
  );
  return phase(PROVISIONING_PHASES[done + 1]!);
}

/** The loader's text for a build state, worded in the owner's language (else the brand's default). */
export function createBuildStatusText(rootDir: string, brand: Brand) {
  // Every key must resolve in the default language at start-up, so a missing one fails loudly then.
  loadBrandCopy(rootDir, brand.dir, brand.defaultLanguage, [
    ...PROVISIONING_PHASES.map(phaseKey),
    phaseKey('handed_over'),
    AWAITING_ADOPTER,
    RETRYING_TITLE,
    RETRYING_TEXT,
  ]);
  const copyIn = createLanguageCopies(rootDir, brand);
  const params = { product: brand.appConfig.name, brand: brand.appConfig.name };

  return (state: BuildState): BuildStatusText => {
    const { heading, subText } = buildStatusMessages(state, params);
    const copy = copyIn(state.language);
    const text = (m: Message | null) => (m ? copy.t(m.id, params) : '');
    return {
      heading: text(heading),
      subText: text(subText),
      heading_ref: heading,
      subText_ref: subText,
    };
  };
}
