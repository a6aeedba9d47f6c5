import type { Kysely, Transaction } from 'kysely';
import {
  PROVISION_REQUEST_TYPE,
  type ProvisionRequestBody,
} from '../../../shared/contract/adopterProvisioning';
import type { Brand } from '../../config/brand/brand';
import type { AdopterProvisioningConfig, ServerConfig } from '../../config';
import type { ConfigRuntime } from '../../config/runtime/configRuntime';
import type { DB } from '../../db/schema';
import { jobSqlIn } from '../../jobs/inTransaction';
import type { JobQueue } from '../../jobs/queue';
import { SafeFetchError } from '../../net/safeFetch';
import type { SecretBox } from '../../security/secretBox';
import { safePost } from '../../net/safePost';
import type { UserRow } from '../../users/userData';
import type { UsersRepository } from '../../users/usersRepository';
import { answersOf, webhookUserOf } from '../../webhooks/eventPayloads';
import { signedHeaders, signingSecrets } from '../../webhooks/signing';
import { announceReady } from '../announceReady';
import type { TenantsRepository } from '../tenantsRepository';
import { findProvisioningEndpoint } from './provisioningEndpointsRepository';
import { workspaceUrlOf } from './workspaceUrl';

import { PROVISION_TENANT_JOB } from '../provisionJobName';
const KEPT_ANSWER_BYTES = 8 * 1024;

export interface HandOverDependencies {
  db: Kysely<DB>;
  users: UsersRepository;
  tenants: TenantsRepository;
  brand: Brand;
  configs: Pick<ConfigRuntime, 'of'>;
  adopter: AdopterProvisioningConfig & {
    /** Where the adopter's product POSTs its callback. */
    callbackUrl: string;
    allowLoopback: boolean;
    /** Opens the endpoint's signing secrets as they are kept. */
    secrets: SecretBox;
  };
  jobs?: Pick<JobQueue, 'send'>;
}

/** The adopter settings of the server's configuration: its limits and the callback's address. */
export function adopterSettingsOf(config: ServerConfig): HandOverDependencies['adopter'] {
  return {
    ...config.provisioning,
    callbackUrl: `${config.publicUrl}${config.apiBase}/provisioning/callback`,
    allowLoopback: config.fetchAllowLoopback,
    secrets: config.secrets,
  };
}

type Trx = Transaction<DB>;
type TenantRow = Awaited<ReturnType<TenantsRepository['lockTenant']>>;

/** The request's webhook-id: the same on every try for one tenant, so the adopter can deduplicate. */
const provisionMessageId = (tenantId: string) => `msg_provision_${tenantId.replace(/-/g, '')}`;

/**
 * The workspace is built in the adopter's product, at `url`: the tenant is ready, the owner's flow
 * ends there, and tenant.ready and onboarding.completed go out, in the caller's transaction.
 */
export async function recordBuiltElsewhere(
  deps: Pick<HandOverDependencies, 'users' | 'tenants' | 'brand' | 'configs' | 'jobs'>,
  trx: Trx,
  user: UserRow,
  tenant: { id: string; subdomain: string },
  url: string,
): Promise<void> {
  await deps.tenants.recordBuiltElsewhere(tenant.id, url, trx);
  const { flow } = await deps.configs.of(user.config_version_id);
  await deps.users.markWorkspaceReady(user.id, flow.terminalStepName, url, trx);
  await announceReady(deps, trx, user, { id: tenant.id, subdomain: tenant.subdomain, url });
}

/** Has the provisioning job look at the tenant again after `seconds`. */
async function checkAgainAfter(
  deps: Pick<HandOverDependencies, 'jobs'>,
  trx: Trx,
  userId: string,
  seconds: number,
): Promise<void> {
  await deps.jobs?.send(
    PROVISION_TENANT_JOB,
    { userId },
    {
      singletonKey: `${userId}:callback`,
      startAfter: Math.max(1, Math.ceil(seconds)),
      db: jobSqlIn(trx),
    },
  );
}

/** Whether the request must be sent (again): not yet accepted, failed since, or its callback is overdue. */
function requestDue(tenant: TenantRow, waitSeconds: number, now = Date.now()): boolean {
  if (tenant.provisioning !== 'handed_over' || tenant.provisioning_failed_at) return true;
  return (tenant.handed_over_at?.getTime() ?? 0) + waitSeconds * 1000 <= now;
}

function requestBody(
  deps: HandOverDependencies,
  user: UserRow,
  tenant: TenantRow,
): ProvisionRequestBody {
  return {
    type: PROVISION_REQUEST_TYPE,
    timestamp: new Date().toISOString(),
    data: {
      tenant: { id: tenant.id, subdomain: tenant.subdomain, name: tenant.name },
      user: webhookUserOf(user),
      answers: answersOf({ ...user.signup_form_data, ...user.onboarding }),
      plan: user.selected_plan,
      callbackUrl: deps.adopter.callbackUrl,
    },
  };
}

/** The workspace's URL a synchronous answer names, or null when the callback is to be awaited. */
function namedUrl(bodyStart: string): string | null {
  let answer: unknown;
  try {
    answer = JSON.parse(bodyStart);
  } catch {
    return null;
  }
  const url = (answer as { url?: unknown } | null)?.url;
  if (url === undefined || url === null) return null;
  const checked = workspaceUrlOf(url);
  if (!checked) throw new Error('the provisioning endpoint named a URL that is not http(s)');
  return checked;
}

/**
 * One run of the build in the adopter's product: unless its request was accepted and the callback
 * is still due, POSTs the owner's answers, signed per Standard Webhooks, to the brand's endpoint
 * through the SSRF guard. A 2xx naming a URL readies the tenant at once; any other 2xx hands it
 * over, and the job looks again once the callback is overdue. No answer in time or a non-2xx
 * throws, so the run is recorded failed (the loader says it is retried) and retried. When the
 * brand's endpoint has been removed since, the tenant is taken back for Onramp to build.
 */
export async function handOverToAdopter(
  deps: HandOverDependencies,
  userId: string,
  tenantId: string,
): Promise<'handed_over' | 'taken_back'> {
  const { db, users, tenants, adopter } = deps;
  const due = await db.transaction().execute(async (trx) => {
    const tenant = await tenants.lockTenant(tenantId, trx);
    if (tenant.provisioning === 'ready') return undefined;
    if (!requestDue(tenant, adopter.callbackWaitSeconds)) {
      const overdueAt =
        (tenant.handed_over_at?.getTime() ?? 0) + adopter.callbackWaitSeconds * 1000;
      await checkAgainAfter(deps, trx, userId, (overdueAt - Date.now()) / 1000 + 1);
      return undefined;
    }
    const user = await users.findById(userId, trx);
    if (!user) throw new Error(`tenant.provision: user ${userId} is gone`);
    return { tenant, user };
  });
  if (!due) return 'handed_over';

  const endpoint = await findProvisioningEndpoint(db, deps.brand.id);
  if (!endpoint) {
    // Removed since the tenant was handed over: Onramp builds it, so the owner is not left waiting.
    await db.transaction().execute(async (trx) => {
      await tenants.lockTenant(tenantId, trx);
      await tenants.takeBackBuild(tenantId, trx);
    });
    return 'taken_back';
  }
  const body = JSON.stringify(requestBody(deps, due.user, due.tenant));
  let answer;
  try {
    answer = await safePost(endpoint.url, body, {
      policy: { allowLoopback: adopter.allowLoopback },
      headers: signedHeaders(
        provisionMessageId(tenantId),
        body,
        signingSecrets(endpoint, adopter.secrets),
      ),
      timeoutMs: adopter.timeoutMs,
      keepBodyBytes: KEPT_ANSWER_BYTES,
    });
  } catch (error) {
    const why = error instanceof SafeFetchError ? `${error.code}: ${error.message}` : String(error);
    throw new Error(`the provisioning endpoint did not answer: ${why}`);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`the provisioning endpoint answered HTTP ${answer.status}`);
  }
  const url = namedUrl(answer.bodyStart);

  await db.transaction().execute(async (trx) => {
    const tenant = await tenants.lockTenant(tenantId, trx);
    // Its callback may have come while this request was under way.
    if (tenant.provisioning === 'ready') return;
    if (url) {
      const user = await users.findById(userId, trx);
      if (!user) throw new Error(`tenant.provision: user ${userId} is gone`);
      await recordBuiltElsewhere(deps, trx, user, tenant, url);
      return;
    }
    await tenants.recordHandedOver(tenantId, trx);
    await checkAgainAfter(deps, trx, userId, adopter.callbackWaitSeconds + 1);
  });
  return 'handed_over';
}
