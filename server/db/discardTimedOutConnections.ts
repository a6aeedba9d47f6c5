import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * `pool` for Kysely, except that a connection whose query outlived query_timeout is closed on
 * release instead of going back to the pool: pg keeps waiting for that reply, so every later query
 * on the connection would time out too, even once the database answers again.
 */
export function discardTimedOutConnections(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      const forKysely: PostgresPoolClient = client;
      let timedOut = false;
      const query = (
        sqlOrCursor: string | PostgresCursor<unknown>,
        parameters?: readonly unknown[],
      ) =>
        typeof sqlOrCursor === 'string'
          ? forKysely.query(sqlOrCursor, parameters ?? []).catch((error: unknown) => {
              timedOut ||= error instanceof Error && error.message === QUERY_READ_TIMEOUT;
              throw error;
            })
          : forKysely.query(sqlOrCursor);
      return {
        query: query as PostgresPoolClient['query'],
        release: () => client.release(timedOut || undefined),
      };
    },
    end: () => pool.end(),
  };
}
