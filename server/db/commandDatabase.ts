import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { runningEmbeddedDatabaseUrl, startEmbeddedPostgres } from './embedded';
import type { DB } from './schema';

export interface CommandDatabase {
  db: Kysely<DB>;
  /** Which database was opened, for the command's output. */
  source: string;
  close(): Promise<void>;
}

function connect(connectionString: string): Kysely<DB> {
  return new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString, max: 1 }) }),
  });
}

/**
 * The server's database for a one-off operator command, which reads and never migrates:
 * DATABASE_URL; else the embedded PGlite in DATA_DIR, through the running server's engine when a
 * server holds the directory (PGlite files take one process at a time), or opened here when none does.
 */
export async function openCommandDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<CommandDatabase> {
  if (options.databaseUrl) {
    const db = connect(options.databaseUrl);
    return { db, source: 'DATABASE_URL', close: () => db.destroy() };
  }
  const runningUrl = runningEmbeddedDatabaseUrl(options.dataDir);
  if (runningUrl) {
    const db = connect(runningUrl);
    return {
      db,
      source: `the running server's embedded database in ${options.dataDir}`,
      close: () => db.destroy(),
    };
  }
  if (!existsSync(join(options.dataDir, 'pglite'))) {
    throw new Error(
      `No embedded database in ${options.dataDir}: set DATA_DIR to the server's data directory, or DATABASE_URL to its PostgreSQL.`,
    );
  }
  const embedded = await startEmbeddedPostgres(options.dataDir, (error) => {
    throw error;
  });
  const db = connect(embedded.connectionString);
  return {
    db,
    source: `the embedded database in ${options.dataDir}`,
    async close() {
      await db.destroy();
      await embedded.stop();
    },
  };
}
