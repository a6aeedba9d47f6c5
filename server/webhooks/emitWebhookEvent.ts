import type { Transaction } from 'kysely';
import type {
  WebhookBody,
  WebhookEventData,
  WebhookEventType,
} from '../../shared/contract/webhookEvents';
import type { DB } from '../db/schema';
import { jobSqlIn } from '../jobs/inTransaction';
import type { JobQueue } from '../jobs/queue';
import { newMessageId } from './signing';
import { insertDeliveries, subscribedEndpoints } from './webhooksRepository';

export const DELIVER_WEBHOOK_JOB = 'webhook.deliver';

/** Queues one delivery's attempt, in the transaction that wrote it, after `delaySeconds`. */
export async function queueDelivery(
  trx: Transaction<DB>,
  jobs: Pick<JobQueue, 'send'>,
  deliveryId: string,
  delaySeconds = 0,
): Promise<void> {
  await jobs.send(
    DELIVER_WEBHOOK_JOB,
    { deliveryId },
    { db: jobSqlIn(trx), ...(delaySeconds > 0 ? { startAfter: delaySeconds } : {}) },
  );
}

/**
 * Records an event for every endpoint of the brand that subscribed to it, and queues their
 * deliveries, in the transaction of the change it describes: committed together, or not at all.
 */
export async function emitWebhookEvent<T extends WebhookEventType>(
  trx: Transaction<DB>,
  jobs: Pick<JobQueue, 'send'>,
  brand: string,
  type: T,
  data: WebhookEventData[T],
): Promise<void> {
  const endpoints = await subscribedEndpoints(trx, brand, type);
  if (endpoints.length === 0) return;
  const body: WebhookBody<T> = { type, timestamp: new Date().toISOString(), data };
  const messageId = newMessageId();
  const ids = await insertDeliveries(
    trx,
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      messageId,
      eventType: type,
      payload: body,
    })),
  );
  for (const id of ids) await queueDelivery(trx, jobs, id);
}
