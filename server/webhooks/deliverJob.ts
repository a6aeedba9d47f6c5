import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { WebhooksConfig } from '../config';
import type { SecretBox } from '../security/secretBox';
import type { DB } from '../db/schema';
import type { JobDefinition } from '../jobs/queue';
import { SafeFetchError } from '../net/safeFetch';
import { safePost } from '../net/safePost';
import { isUuid } from '../tenants/withTenant';
import { DELIVER_WEBHOOK_JOB, queueDelivery } from './emitWebhookEvent';
import { signedHeaders, signingSecrets } from './signing';
import { deliveryWithEndpoint, recordAttempt, type AttemptRecord } from './webhooksRepository';

const MAX_RETRY_DELAY_SECONDS = 3600;

export interface DeliverWebhookDependencies {
  db: Kysely<DB>;
  config: WebhooksConfig;
  allowLoopback: boolean;
  /** Opens the endpoints' signing secrets as they are kept. */
  secrets: SecretBox;
  logger?: Logger;
}

/** The wait before the attempt after `attempts` failed ones: doubling from the base, up to an hour. */
export function retryDelaySeconds(config: WebhooksConfig, attempts: number): number {
  return Math.min(
    config.retryBaseSeconds * 2 ** Math.max(0, attempts - 1),
    MAX_RETRY_DELAY_SECONDS,
  );
}

async function attempt(
  deps: DeliverWebhookDependencies,
  url: string,
  messageId: string,
  body: string,
  secrets: string[],
): Promise<{ statusCode: number | null; error: string | null; durationMs: number }> {
  const started = Date.now();
  try {
    const answer = await safePost(url, body, {
      policy: { allowLoopback: deps.allowLoopback },
      headers: signedHeaders(messageId, body, secrets),
      timeoutMs: deps.config.timeoutMs,
    });
    const ok = answer.status >= 200 && answer.status < 300;
    return {
      statusCode: answer.status,
      error: ok ? null : `HTTP ${answer.status}: ${answer.bodyStart.slice(0, 200)}`,
      durationMs: Date.now() - started,
    };
  } catch (error) {
    const text =
      error instanceof SafeFetchError ? `${error.code}: ${error.message}` : String(error);
    return { statusCode: null, error: text.slice(0, 500), durationMs: Date.now() - started };
  }
}

/**
 * One attempt of one delivery: signed with the endpoint's secrets of the moment, POSTed through
 * the SSRF guard with a time limit. A 2xx succeeds; anything else is retried with exponential
 * backoff until the retry window after the event has passed, then the delivery is failed. The
 * outcome and the next attempt's job are written in one transaction.
 */
export function deliverWebhookJob(
  deps: DeliverWebhookDependencies,
): JobDefinition<{ deliveryId: string }> {
  return {
    name: DELIVER_WEBHOOK_JOB,
    // Retries of an attempt are this job's own (it queues the next); pg-boss's are for a crash.
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
    async handle({ deliveryId }, jobs) {
      if (typeof deliveryId !== 'string' || !isUuid(deliveryId)) return;
      const found = await deliveryWithEndpoint(deps.db, deliveryId);
      if (!found || found.delivery.status !== 'pending') return;
      const { delivery, endpoint } = found;
      const outcome = endpoint.disabled_at
        ? { statusCode: null, error: 'the endpoint is disabled', durationMs: 0 }
        : await attempt(
            deps,
            endpoint.url,
            delivery.message_id,
            JSON.stringify(delivery.payload),
            signingSecrets(endpoint, deps.secrets),
          );
      const succeeded = outcome.error === null;
      const delay = retryDelaySeconds(deps.config, delivery.attempts + 1);
      const deadline = delivery.created_at.getTime() + deps.config.retryWindowSeconds * 1000;
      const retry = !succeeded && !endpoint.disabled_at && Date.now() + delay * 1000 <= deadline;
      const record: AttemptRecord = {
        ...outcome,
        status: succeeded ? 'succeeded' : retry ? 'pending' : 'failed',
        nextAttemptAt: retry ? new Date(Date.now() + delay * 1000) : null,
      };
      await deps.db.transaction().execute(async (trx) => {
        if (!(await recordAttempt(trx, delivery, record))) return;
        if (retry) await queueDelivery(trx, jobs, delivery.id, delay);
      });
      if (!succeeded) {
        deps.logger?.info(
          { deliveryId, endpointId: endpoint.id, error: outcome.error, retry },
          'webhook delivery attempt failed',
        );
      }
    },
  };
}
