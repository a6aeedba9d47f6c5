import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import {
  assertChannelName,
  listenToChannels,
  type ChannelHandlers,
  type ChannelListener,
} from './channelListener';
import { discardTimedOutConnections } from './discardTimedOutConnections';
import { startEmbeddedPostgres } from './embedded';
import { migrateToLatest } from './migrate';
import { createWrittenTables } from './writtenTables';
import type { DB } from './schema';

export interface Database {
  db: Kysely<DB>;
  connectionString: string;
  kind: 'embedded' | 'postgres';
  /** Hears NOTIFY on some channels, on every instance, once the notifying transaction commits. */
  listen(handlers: ChannelHandlers): Promise<ChannelListener>;
  /** Calls `listener` after each of this server's queries that wrote `table`; returns its removal. */
  onWrite(table: string, listener: () => void): () => void;
  close(): Promise<void>;
}

/** Bounds on a database that accepts connections but does not answer, so requests fail fast (503). */
export interface DatabaseTimeouts {
  /** To get a connection: from the pool, or a new one through its whole handshake. */
  connectMs: number;
  /** PostgreSQL cancels a statement that runs longer (statement_timeout). */
  statementMs: number;
  /** The driver gives up on a reply that does not come, for when the server cannot even cancel. */
  queryMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  queryMs: 20_000,
};

export interface DatabaseOptions {
  /** A PostgreSQL URL; without one, embedded PGlite is started. */
  databaseUrl?: string;
  /** Where embedded PGlite keeps its files; undefined keeps it in memory. */
  dataDir?: string;
  /** The embedded engine's page cache (shared_buffers), in MB. */
  embeddedSharedBuffersMb?: number;
  poolSize?: number;
  timeouts?: DatabaseTimeouts;
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
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  const poolOf = (connectionString: string, max = options.poolSize ?? 10) =>
    new pg.Pool({
      connectionString,
      max,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.queryMs,
      keepAlive: true,
    });
  // The embedded engine is migrated before it serves, so that it can serve from a fresh worker.
  const migrateEmbedded = async (connectionString: string) => {
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: poolOf(connectionString, 1) }),
    });
    try {
      return (await migrateToLatest(db)).length > 0;
    } finally {
      await db.destroy();
    }
  };
  const embedded = options.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(options.dataDir, options.onEmbeddedCrash ?? crashLoudly, {
        sharedBuffersMb: options.embeddedSharedBuffersMb,
        prepare: migrateEmbedded,
      });
  const connectionString = options.databaseUrl ?? embedded!.connectionString;
  const pool = poolOf(connectionString);
  // A restarted database drops connections, idle or busy. The busy one's query fails and the pool
  // discards the client on release; without these listeners the 'error' event would crash the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => options.onIdleError?.(error)));
  const listenEmbedded = embedded ? hearEmbeddedNotifications(pool) : undefined;
  const writes = createWrittenTables();
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: discardTimedOutConnections(pool) }),
    plugins: [writes.plugin],
  });
  try {
    if (!embedded) await migrateToLatest(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    connectionString,
    kind: embedded ? 'embedded' : 'postgres',
    listen: listenEmbedded ?? ((handlers) => listenToChannels(connectionString, handlers)),
    onWrite: writes.onWrite,
    async close() {
      await db.destroy();
      await embedded?.stop();
    },
  };
}

/**
 * PGlite has one session, which every connection shares: a LISTEN run on any of them holds for
 * all, and a notification comes back on the connection whose commit raised it. So the pool's own
 * connections hear everything this server writes; other processes' writes are theirs to hear.
 */
function hearEmbeddedNotifications(pool: pg.Pool): Database['listen'] {
  const listeners = new Set<ChannelHandlers>();
  pool.on('connect', (client) =>
    client.on('notification', (message) => {
      for (const { channels } of listeners) {
        if (Object.hasOwn(channels, message.channel))
          channels[message.channel]!(message.payload ?? '');
      }
    }),
  );
  return async (handlers) => {
    for (const channel of Object.keys(handlers.channels)) {
      assertChannelName(channel);
      await pool.query(`LISTEN ${channel}`);
    }
    listeners.add(handlers);
    return {
      close: async () => void listeners.delete(handlers),
    };
  };
}
