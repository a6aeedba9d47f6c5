import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type {
  DB,
  WebhookDeliveriesTable,
  WebhookDeliveryStatus,
  WebhookEndpointsTable,
} from '../db/schema';

/** The pool, or the transaction a caller runs several statements in. */
type Executor = Kysely<DB> | Transaction<DB>;

export type EndpointRow = Selectable<WebhookEndpointsTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

/** An endpoint as the Studio sees it: never its secrets. */
export interface EndpointView {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  previousSecretExpiresAt: string | null;
  createdAt: string;
}

export function endpointView(row: EndpointRow): EndpointView {
  const previousLive =
    row.previous_secret_expires_at && row.previous_secret_expires_at.getTime() > Date.now();
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.disabled_at === null,
    previousSecretExpiresAt: previousLive ? row.previous_secret_expires_at!.toISOString() : null,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listEndpoints(db: Executor, brand: string): Promise<EndpointRow[]> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('brand', '=', brand)
    .orderBy('created_at')
    .execute();
}

export async function findEndpoint(
  db: Executor,
  brand: string,
  id: string,
): Promise<EndpointRow | undefined> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('brand', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The brand's enabled endpoints subscribed to `type`, read by the transaction of the change. */
export async function subscribedEndpoints(
  trx: Executor,
  brand: string,
  type: string,
): Promise<{ id: string }[]> {
  return trx
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('brand', '=', brand)
    .where('disabled_at', 'is', null)
    .where(sql<boolean>`${type} = ANY(events)`)
    .execute();
}

export async function insertEndpoint(
  db: Executor,
  row: {
    brand: string;
    url: string;
    description: string;
    events: string[];
    secret: string;
    /** The operator who added it; null when an API key did. */
    createdBy: string | null;
  },
): Promise<EndpointRow> {
  return db
    .insertInto('webhook_endpoints')
    .values({
      brand: row.brand,
      url: row.url,
      description: row.description,
      events: row.events,
      secret: row.secret,
      created_by: row.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateEndpoint(
  db: Executor,
  brand: string,
  id: string,
  change: { url?: string; description?: string; events?: string[]; enabled?: boolean },
): Promise<EndpointRow | undefined> {
  return db
    .updateTable('webhook_endpoints')
    .set({
      ...(change.url !== undefined ? { url: change.url } : {}),
      ...(change.description !== undefined ? { description: change.description } : {}),
      ...(change.events !== undefined ? { events: change.events } : {}),
      ...(change.enabled !== undefined ? { disabled_at: change.enabled ? null : new Date() } : {}),
      updated_at: new Date(),
    })
    .where('brand', '=', brand)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The columns a secret's rotation sets on a signing endpoint (a webhook's, or a brand's
 * provisioning endpoint): the new secret, the current one kept as the previous until it expires.
 */
export function rotatedSecretColumns(secret: string, previousExpiresAt: Date) {
  return {
    previous_secret: sql<string>`secret`,
    previous_secret_expires_at: previousExpiresAt,
    secret,
    updated_at: new Date(),
  };
}

/** The new secret signs from now on; the old one signs beside it until `previousExpiresAt`. */
export async function rotateSecret(
  db: Executor,
  brand: string,
  id: string,
  secret: string,
  previousExpiresAt: Date,
): Promise<EndpointRow | undefined> {
  return db
    .updateTable('webhook_endpoints')
    .set(rotatedSecretColumns(secret, previousExpiresAt))
    .where('brand', '=', brand)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** A signing endpoint's secrets as they are kept, by the endpoint's key. */
export interface KeptSigningSecrets {
  key: string;
  secret: string;
  previous_secret: string | null;
}

/** Every endpoint's secrets as they are kept (sealStoredSecrets reads them). */
export async function keptWebhookSecrets(db: Executor): Promise<KeptSigningSecrets[]> {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id as key', 'secret', 'previous_secret'])
    .execute();
}

/**
 * Keeps `now` in place of `was`, unless the secrets changed since (a rotation meanwhile); answers
 * whether it did.
 */
export async function replaceKeptWebhookSecrets(
  db: Executor,
  was: KeptSigningSecrets,
  now: Omit<KeptSigningSecrets, 'key'>,
): Promise<boolean> {
  const replaced = await db
    .updateTable('webhook_endpoints')
    .set(now)
    .where('id', '=', was.key)
    .where(secretsStillAre(was))
    .executeTakeFirst();
  return replaced.numUpdatedRows > 0n;
}

/** A signing endpoint's secrets are still those read: a replacement must not undo a rotation since. */
export function secretsStillAre(was: KeptSigningSecrets) {
  return sql<boolean>`secret = ${was.secret} AND previous_secret IS NOT DISTINCT FROM ${was.previous_secret}`;
}

export async function deleteEndpoint(db: Executor, brand: string, id: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('webhook_endpoints')
    .where('brand', '=', brand)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

export async function insertDeliveries(
  trx: Executor,
  rows: { endpointId: string; messageId: string; eventType: string; payload: object }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await trx
    .insertInto('webhook_deliveries')
    .values(
      rows.map((row) => ({
        endpoint_id: row.endpointId,
        message_id: row.messageId,
        event_type: row.eventType,
        payload: JSON.stringify(row.payload),
      })),
    )
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

/** A delivery with the endpoint it goes to (undefined when either is gone). */
export async function deliveryWithEndpoint(
  db: Executor,
  deliveryId: string,
): Promise<{ delivery: DeliveryRow; endpoint: EndpointRow } | undefined> {
  const delivery = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('id', '=', deliveryId)
    .executeTakeFirst();
  if (!delivery) return undefined;
  const endpoint = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', delivery.endpoint_id)
    .executeTakeFirst();
  return endpoint ? { delivery, endpoint } : undefined;
}

export async function findDelivery(
  db: Executor,
  endpointId: string,
  deliveryId: string,
): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .where('id', '=', deliveryId)
    .executeTakeFirst();
}

export async function recentDeliveries(
  db: Executor,
  endpointId: string,
  limit: number,
): Promise<DeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export interface AttemptRecord {
  status: WebhookDeliveryStatus;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  nextAttemptAt: Date | null;
}

/**
 * Records one attempt, unless another run recorded it first (the delivery is no longer pending
 * or has counted more attempts): then false, and the caller schedules nothing.
 */
export async function recordAttempt(
  trx: Executor,
  delivery: Pick<DeliveryRow, 'id' | 'attempts'>,
  attempt: AttemptRecord,
): Promise<boolean> {
  const updated = await trx
    .updateTable('webhook_deliveries')
    .set({
      status: attempt.status,
      attempts: delivery.attempts + 1,
      last_status_code: attempt.statusCode,
      last_error: attempt.error,
      last_duration_ms: attempt.durationMs,
      last_attempt_at: new Date(),
      next_attempt_at: attempt.nextAttemptAt,
      finished_at: attempt.status === 'pending' ? null : new Date(),
    })
    .where('id', '=', delivery.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', delivery.attempts)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}
