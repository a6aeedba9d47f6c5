import { sql, type Kysely } from 'kysely';
import type { ApiKeyScope } from '../../shared/contract/apiKeyScopes';
import type { ApiKeyUsage, ListedApiKey } from '../../shared/contract/studio';
import type { DB } from '../db/schema';
import { newApiKey } from '../security/apiKeySecret';

/** A key as the guard needs it to decide. */
export interface StoredApiKey {
  id: string;
  secretHash: string;
  scopes: ApiKeyScope[];
  revoked: boolean;
}

/** How long a key's hourly use counts are kept. */
const USAGE_DAYS = 30;

/**
 * A new key of the brand with `scopes`, created by the operator; the key itself is answered once
 * and kept only as its sha256. A prefix some key has already is drawn again.
 */
export async function createApiKey(
  db: Kysely<DB>,
  fields: { brand: string; name: string; scopes: ApiKeyScope[]; createdBy: string },
): Promise<{ id: string; key: string }> {
  for (let attempt = 0; ; attempt++) {
    const { key, prefix, hash } = newApiKey();
    const row = await db
      .insertInto('api_keys')
      .values({
        brand: fields.brand,
        name: fields.name,
        scopes: JSON.stringify(fields.scopes),
        prefix,
        secret_hash: hash,
        created_by: fields.createdBy,
      })
      .onConflict((oc) => oc.column('prefix').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return { id: row.id, key };
    if (attempt >= 4) throw new Error('no free API key prefix after 5 draws');
  }
}

/** The brand's key with this prefix, revoked or not. */
export async function apiKeyByPrefix(
  db: Kysely<DB>,
  brand: string,
  prefix: string,
): Promise<StoredApiKey | undefined> {
  const row = await db
    .selectFrom('api_keys')
    .select(['id', 'secret_hash', 'scopes', 'revoked_at'])
    .where('brand', '=', brand)
    .where('prefix', '=', prefix)
    .executeTakeFirst();
  return row
    ? { id: row.id, secretHash: row.secret_hash, scopes: row.scopes, revoked: !!row.revoked_at }
    : undefined;
}

/** The brand's keys, newest first, revoked ones included; never a secret or its hash. */
export async function listApiKeys(db: Kysely<DB>, brand: string): Promise<ListedApiKey[]> {
  const rows = await db
    .selectFrom('api_keys')
    .leftJoin('operators as creator', 'creator.id', 'api_keys.created_by')
    .leftJoin('operators as revoker', 'revoker.id', 'api_keys.revoked_by')
    .select([
      'api_keys.id',
      'api_keys.name',
      'api_keys.prefix',
      'api_keys.scopes',
      'creator.email as created_by_email',
      'api_keys.created_at',
      'api_keys.last_used_at',
      'api_keys.revoked_at',
      'revoker.email as revoked_by_email',
    ])
    .where('api_keys.brand', '=', brand)
    .orderBy('api_keys.created_at', 'desc')
    .orderBy('api_keys.id')
    .execute();
  const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdBy: row.created_by_email,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
    revokedBy: row.revoked_by_email,
  }));
}

/** Revokes the brand's key now; false when there is no such key not yet revoked. */
export async function revokeApiKey(
  db: Kysely<DB>,
  brand: string,
  keyId: string,
  revokedBy: string,
): Promise<boolean> {
  const row = await db
    .updateTable('api_keys')
    .set({ revoked_at: sql<Date>`now()`, revoked_by: revokedBy })
    .where('id', '=', keyId)
    .where('brand', '=', brand)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts one call of `route` with the key, answered `status`, in the hour's row, marks the key as
 * used now, and drops the key's counts older than USAGE_DAYS: one statement per call.
 */
export async function recordApiKeyUse(
  db: Kysely<DB>,
  use: { keyId: string; route: string; status: number },
): Promise<void> {
  const { keyId, route, status } = use;
  await sql`
    WITH touched AS (
      UPDATE api_keys SET last_used_at = now() WHERE id = ${keyId}
    ), pruned AS (
      DELETE FROM api_key_usage
      WHERE key_id = ${keyId} AND hour < now() - make_interval(days => ${USAGE_DAYS})
    )
    INSERT INTO api_key_usage (key_id, hour, route, status)
    VALUES (${keyId}, date_trunc('hour', now()), ${route}, ${status})
    ON CONFLICT (key_id, hour, route, status)
    DO UPDATE SET count = api_key_usage.count + 1`.execute(db);
}

/**
 * The brand's key's last use and its counted calls of the last `hours` hours (the current hour
 * and those before it), newest hour first; undefined when the brand has no key `keyId`.
 */
export async function apiKeyUsage(
  db: Kysely<DB>,
  brand: string,
  keyId: string,
  hours: number,
): Promise<ApiKeyUsage | undefined> {
  const key = await db
    .selectFrom('api_keys')
    .select([
      'last_used_at',
      sql<Date>`date_trunc('hour', now()) - make_interval(hours => ${hours - 1})`.as('since'),
    ])
    .where('id', '=', keyId)
    .where('brand', '=', brand)
    .executeTakeFirst();
  if (!key) return undefined;
  const rows = await db
    .selectFrom('api_key_usage')
    .select(['hour', 'route', 'status', 'count'])
    .where('key_id', '=', keyId)
    .where('hour', '>=', key.since)
    .orderBy('hour', 'desc')
    .orderBy('route')
    .orderBy('status')
    .execute();
  return {
    lastUsedAt: key.last_used_at === null ? null : new Date(key.last_used_at).toISOString(),
    since: new Date(key.since).toISOString(),
    hours: rows.map((row) => ({ ...row, hour: new Date(row.hour).toISOString() })),
  };
}
