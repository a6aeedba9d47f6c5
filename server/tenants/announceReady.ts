import type { Transaction } from 'kysely';
import { eventSubjectOf, recordEvent } from '../analytics/onboardingEvents';
import type { Brand } from '../config/brand/brand';
import type { DB } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import type { UserRow } from '../users/userData';
import { emitWebhookEvent } from '../webhooks/emitWebhookEvent';
import { answersOf, webhookUserOf } from '../webhooks/eventPayloads';

/**
 * The owner's workspace is ready at `url` (Onramp's own, or the one the adopter's product named):
 * the funnels' tenant_ready event, and the tenant.ready and onboarding.completed webhooks, in the
 * transaction that readies it.
 */
export async function announceReady(
  deps: { brand: Brand; jobs?: Pick<JobQueue, 'send'> },
  trx: Transaction<DB>,
  user: UserRow,
  tenant: { id: string; subdomain: string; url: string },
): Promise<void> {
  await recordEvent(trx, eventSubjectOf(user, deps.brand.id), { kind: 'tenant_ready' });
  if (!deps.jobs) return;
  const owner = webhookUserOf(user);
  await emitWebhookEvent(trx, deps.jobs, deps.brand.id, 'tenant.ready', { user: owner, tenant });
  await emitWebhookEvent(trx, deps.jobs, deps.brand.id, 'onboarding.completed', {
    user: owner,
    answers: answersOf({ ...user.signup_form_data, ...user.onboarding }),
    plan: user.selected_plan,
    tenant: { id: tenant.id, url: tenant.url },
  });
}
