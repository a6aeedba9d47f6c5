import { CompiledQuery, type Transaction } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DB } from '../db/schema';

/**
 * pg-boss's `db` send option bound to the webhook's transaction: the provisioning job exists
 * exactly when the confirmed payment does, and on PGlite the insert does not wait for a second
 * connection while this one holds the engine.
 */
export function transactionalJobDatabase(trx: Transaction<DB>): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}
