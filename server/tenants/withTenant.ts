import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { TENANT_ROLE } from '../db/migrations/0031_tenants';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Runs `fn` in a transaction that can see and write only `tenantId`'s rows: the tenant is set
 * with set_config(..., true) and the role switched with SET LOCAL ROLE, both ending with the
 * transaction, so nothing leaks to the next user of a pooled (or PGlite-multiplexed) connection.
 * The tenant role is not a superuser and row-level security is forced on every tenant table.
 */
export async function withTenant<T>(
  db: Kysely<DB>,
  tenantId: string,
  fn: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  if (!isUuid(tenantId)) throw new Error(`withTenant: "${tenantId}" is not a tenant id`);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('app.tenant_id', ${tenantId}, true)`.execute(trx);
    await sql`SET LOCAL ROLE ${sql.id(TENANT_ROLE)}`.execute(trx);
    return fn(trx);
  });
}
