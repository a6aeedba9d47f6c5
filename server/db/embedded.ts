import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EngineCommand, EngineReply, EngineWorkerData } from './embeddedEngine';
import { workerScript } from '../workers/workerScript';

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

const LOCK_FILE = 'onramp.pid';
/** Where the server that holds a data directory says on which loopback port its engine answers. */
const URL_FILE = 'onramp.database-url';

/** PGlite has no lock of its own: two engines on one data directory would corrupt it. */
function claimDataDir(dir: string): () => void {
  const lockFile = join(dir, LOCK_FILE);
  if (claimedInThisProcess.has(dir)) throw inUse(dir, process.pid);
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isProcessAlive(pid)) throw inUse(dir, pid);
  }
  writeFileSync(lockFile, String(process.pid));
  claimedInThisProcess.add(dir);
  return () => {
    claimedInThisProcess.delete(dir);
    rmSync(join(dir, URL_FILE), { force: true });
    rmSync(lockFile, { force: true });
  };
}

/**
 * The connection string of the engine a live process runs on `dataDir`, for operator commands
 * (which may not open the directory themselves while it is held); undefined when none runs.
 */
export function runningEmbeddedDatabaseUrl(dataDir: string): string | undefined {
  const lockFile = join(dataDir, LOCK_FILE);
  const urlFile = join(dataDir, URL_FILE);
  if (!existsSync(lockFile) || !existsSync(urlFile)) return undefined;
  const pid = Number(readFileSync(lockFile, 'utf8'));
  if (!pid || !isProcessAlive(pid)) return undefined;
  return readFileSync(urlFile, 'utf8').trim() || undefined;
}

/**
 * PostgreSQL's page cache inside PGlite. Its 128 MB default is resident from the start and the
 * engine's memory never shrinks; PGlite's files sit in the operating system's own cache anyway,
 * so a smaller one costs a file read on a miss rather than a disk seek (docs/benchmarks.md).
 */
export const DEFAULT_EMBEDDED_SHARED_BUFFERS_MB = 32;

/** The engine worker's script (server/workers/workerScript.ts). */
const engineWorkerScript = () =>
  workerScript(import.meta.url, './embeddedEngine.ts', './embeddedEngine.mjs');

/** The worker's next reply; its failing or exiting first rejects. */
function nextReply(worker: Worker): Promise<EngineReply> {
  return new Promise((resolve, reject) => {
    const settle = (done: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      done();
    };
    const onMessage = (reply: EngineReply) => settle(() => resolve(reply));
    const onError = (error: Error) => settle(() => reject(error));
    const onExit = (code: number) =>
      settle(() => reject(new Error(`The embedded database's worker exited (code ${code})`)));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}

const connectionStringOf = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;

export interface EmbeddedStartOptions {
  /** PGlite's page cache (shared_buffers), in MB. */
  sharedBuffersMb?: number;
  /**
   * Work to do before serving, such as migrations; it answers whether it changed the database.
   * If it did, or the directory is new, serving starts on a fresh engine.
   */
  prepare?: (connectionString: string) => Promise<boolean>;
}

/** Starts the engine's worker thread and waits until it answers on its loopback port. */
async function startEngine(
  workerData: EngineWorkerData,
): Promise<{ worker: Worker; port: number }> {
  const worker = new Worker(engineWorkerScript().script, { workerData });
  try {
    const reply = await nextReply(worker);
    if (reply.type === 'failed') throw failureOf(reply);
    if (reply.type !== 'ready') throw new Error(`The embedded database answered ${reply.type}`);
    return { worker, port: reply.port };
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}

/** Closes the engine (its files are then consistent) and ends its thread. */
async function stopEngine(worker: Worker): Promise<void> {
  try {
    const stopped = nextReply(worker);
    worker.postMessage({ type: 'stop' } satisfies EngineCommand);
    const reply = await stopped;
    if (reply.type === 'stopped' && reply.error) {
      throw new Error(`The embedded database did not stop cleanly: ${reply.error}`);
    }
  } finally {
    await worker.terminate();
  }
}

function failureOf(reply: Extract<EngineReply, { type: 'failed' }>): Error {
  const error = new Error(`The embedded database could not start: ${reply.message}`);
  if (reply.stack) error.stack = reply.stack;
  return error;
}

/**
 * Starts PGlite persisted in `dataDir` (or in memory when dataDir is undefined) in a worker
 * thread, served on a loopback port the OS picks, so the app talks to it with the same `pg`
 * driver as to PostgreSQL and the engine's work never blocks the HTTP thread. `onCrash` is told
 * if the worker dies while in use: every query would fail from then on.
 */
export async function startEmbeddedPostgres(
  dataDir: string | undefined,
  onCrash: (error: Error) => void,
  { sharedBuffersMb = DEFAULT_EMBEDDED_SHARED_BUFFERS_MB, prepare }: EmbeddedStartOptions = {},
): Promise<EmbeddedPostgres> {
  let release = () => {};
  let pgliteDir: string | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = claimDataDir(dataDir);
    pgliteDir = join(dataDir, 'pglite');
  }
  const workerData: EngineWorkerData = {
    entry: engineWorkerScript().entry,
    pgliteDir,
    maxConnections: MAX_EMBEDDED_CONNECTIONS,
    sharedBuffersMb,
  };
  const isNew = pgliteDir !== undefined && !existsSync(join(pgliteDir, 'PG_VERSION'));
  let worker: Worker;
  let port: number;
  try {
    ({ worker, port } = await startEngine(workerData));
    let changed = isNew;
    try {
      if (prepare) changed = (await prepare(connectionStringOf(port))) || changed;
    } catch (error) {
      await stopEngine(worker);
      throw error;
    }
    // initdb and migrations grow the engine's memory by hundreds of MB, which WebAssembly never
    // gives back: a directory they changed is then served by a fresh worker.
    if (changed && pgliteDir) {
      await stopEngine(worker);
      ({ worker, port } = await startEngine(workerData));
    }
  } catch (error) {
    release();
    throw error;
  }

  let stopping = false;
  const crashed = (error: Error) => {
    if (!stopping) onCrash(error);
  };
  const onError = (error: Error) => crashed(error);
  const onExit = (code: number) =>
    crashed(new Error(`The embedded database's worker exited unexpectedly (code ${code})`));
  worker.on('error', onError).on('exit', onExit);

  const connectionString = connectionStringOf(port);
  if (dataDir) writeFileSync(join(dataDir, URL_FILE), connectionString);
  return {
    connectionString,
    async stop() {
      if (stopping) return;
      stopping = true;
      worker.off('error', onError).off('exit', onExit);
      try {
        await stopEngine(worker);
      } finally {
        release();
      }
    },
  };
}
