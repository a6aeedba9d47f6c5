import { CompiledQuery, type Transaction } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DB } from '../db/schema';

/**
 * pg-boss's `db` send option bound to a Kysely transaction: the job row is inserted by the
 * transaction, so it exists exactly when the data that asked for it was committed.
 */
export function jobSqlIn(trx: Transaction<DB>): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}
