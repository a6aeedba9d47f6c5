import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded';
import { migrateToLatest } from './migrate';
import type { DB } from './schema';

export interface Database {
  db: Kysely<DB>;
  connectionString: string;
  kind: 'embedded' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without one, embedded PGlite is started. */
  databaseUrl?: string;
  /** Where embedded PGlite keeps its files; undefined keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
  /** Told when a connection fails (the database restarted, the network dropped). */
  onIdleError?: (error: Error) => void;
  /** Told if embedded PGlite's worker dies while in use; by default that is an uncaught error. */
  onEmbeddedCrash?: (error: Error) => void;
}

const crashLoudly = (error: Error) =>
  process.nextTick(() => {
    throw error;
  });

/** Opens the database the configuration names, runs pending migrations, and returns one handle. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const embedded = options.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(options.dataDir, options.onEmbeddedCrash ?? crashLoudly);
  const connectionString = options.databaseUrl ?? embedded!.connectionString;
  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? 10 });
  // A restarted database drops connections, idle or busy. The busy one's query fails and the pool
  // discards the client on release; without these listeners the 'error' event would crash the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => options.onIdleError?.(error)));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    connectionString,
    kind: embedded ? 'embedded' : 'postgres',
    async close() {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
