import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { guardExtendedQueries } from './extendedQueryGuard';

/** PGlite multiplexes client connections over one engine; this bounds how many it accepts. */
const MAX_EMBEDDED_CONNECTIONS = 40;

export interface EmbeddedPostgres {
  connectionString: string;
  stop(): Promise<void>;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const claimedInThisProcess = new Set<string>();

function inUse(dir: string, pid: number): Error {
  return new Error(
    `The data directory ${dir} is in use by process ${pid}. Stop it, or set DATA_DIR to another directory.`,
  );
}

/** PGlite has no lock of its own: two engines on one data directory would corrupt it. */
function claimDataDir(dir: string): () => void {
  const lockFile = join(dir, 'onramp.pid');
  if (claimedInThisProcess.has(dir)) throw inUse(dir, process.pid);
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isProcessAlive(pid)) throw inUse(dir, pid);
  }
  writeFileSync(lockFile, String(process.pid));
  claimedInThisProcess.add(dir);
  return () => {
    claimedInThisProcess.delete(dir);
    rmSync(lockFile, { force: true });
  };
}

/**
 * Starts PGlite persisted in `dataDir` (or in memory when dataDir is undefined) and serves it on a
 * loopback port the OS picks, so the app talks to it with the same `pg` driver as to PostgreSQL.
 */
export async function startEmbeddedPostgres(
  dataDir: string | undefined,
): Promise<EmbeddedPostgres> {
  let release = () => {};
  let pgliteDir: string | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = claimDataDir(dataDir);
    pgliteDir = join(dataDir, 'pglite');
  }
  try {
    const engine = await PGlite.create(pgliteDir);
    const server = new PGLiteSocketServer({
      db: engine,
      host: '127.0.0.1',
      port: 0,
      maxConnections: MAX_EMBEDDED_CONNECTIONS,
    });
    guardExtendedQueries(server);
    await server.start();
    const port = server.getServerConn().split(':').pop();
    return {
      connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        await server.stop();
        await engine.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
