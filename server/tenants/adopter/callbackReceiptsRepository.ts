import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Records that the tenant has had the callback `webhookId`; answers false when it had it already
 * (the same message sent again), so the caller answers it without acting on it twice.
 */
export async function recordCallbackReceipt(
  trx: Transaction<DB>,
  tenantId: string,
  webhookId: string,
): Promise<boolean> {
  const recorded = await trx
    .insertInto('provisioning_callback_receipts')
    .values({ tenant_id: tenantId, webhook_id: webhookId })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'webhook_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return recorded !== undefined;
}
