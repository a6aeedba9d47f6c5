import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createThrowawayDatabase, postgresAdminUrl } from '../tests/integration/support/databases';
import { tempDir } from '../tests/integration/support/server';
import { DEFAULT_EMBEDDED_SHARED_BUFFERS_MB } from '../server/db/embedded';
import { bundledBareServer } from './bareServerBuild';
import {
  BUILT_SERVER,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../tests/integration/support/serverProcess';

const IDLE_RSS_BOUND_MIB = 300;
const SETTLE_MS = 3_000;

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Resident memory once a started process has settled, before any request but the readiness probe. */
export async function idleRssMiB(server: ServerProcess): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return rssMiB(server.process.pid!);
}

interface Start {
  label: string;
  seconds: number;
  idleMiB: number;
}

/** Starts a process, timing it until it answers, and reads its idle memory. */
async function timedStart(
  label: string,
  env: Record<string, string>,
  script = BUILT_SERVER,
  readyPath?: string,
): Promise<Start> {
  const started = performance.now();
  const server = await startServerProcess({ LOG_LEVEL: 'warn', ...env }, script, readyPath);
  const seconds = (performance.now() - started) / 1000;
  try {
    return { label, seconds, idleMiB: await idleRssMiB(server) };
  } finally {
    await stopServerProcess(server);
  }
}

function timed(command: string, args: string[]): number {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: process.cwd(), stdio: 'ignore' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
  return (performance.now() - started) / 1000;
}

/** `npm run build`: Vite's build (into a directory of its own here) and the server's bundle. */
function timedBuild(): number {
  const outDir = tempDir('onramp-bench-build-');
  try {
    return (
      timed('npx', ['vite', 'build', '--outDir', outDir.path, '--emptyOutDir']) +
      timed('npx', ['tsx', 'scripts/build-server.ts'])
    );
  } finally {
    outDir.remove();
  }
}

/**
 * Start-up and memory at rest: `npm start` on a fresh clone is the build and then a first start
 * (the embedded database is created and migrated); a warm restart opens the same directory. Each
 * is set beside bare Fastify, and bare Fastify with bare PGlite on a directory of its own.
 */
export async function benchStartup(): Promise<string> {
  const buildSeconds = timedBuild();
  const starts: Start[] = [];
  const onramp = tempDir('onramp-bench-start-');
  const bare = tempDir('onramp-bench-bare-');
  try {
    const env = { BRAND: 'beacon', DATA_DIR: onramp.path };
    starts.push(await timedStart('Onramp on PGlite, first start (new directory)', env));
    starts.push(await timedStart('Onramp on PGlite, restart (same directory)', env));
    const bareServer = await bundledBareServer();
    const bareEnv = { BARE_PGLITE_DIR: join(bare.path, 'pglite') };
    const smallCache = {
      ...bareEnv,
      BARE_PGLITE_SHARED_BUFFERS_MB: String(DEFAULT_EMBEDDED_SHARED_BUFFERS_MB),
    };
    const bareStart = (label: string, extra: Record<string, string>) =>
      timedStart(label, extra, bareServer, '/ping');
    starts.push(await bareStart('bare Fastify + bare PGlite, first start', bareEnv));
    starts.push(await bareStart('bare Fastify + bare PGlite, restart', bareEnv));
    starts.push(
      await bareStart(
        `bare Fastify + bare PGlite with Onramp's ${DEFAULT_EMBEDDED_SHARED_BUFFERS_MB} MB page cache, restart`,
        smallCache,
      ),
    );
    starts.push(await bareStart('bare Fastify', {}));
  } finally {
    onramp.remove();
    bare.remove();
  }
  const adminUrl = postgresAdminUrl() ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const database = await createThrowawayDatabase(adminUrl);
    try {
      const env = { BRAND: 'beacon', DATABASE_URL: database.databaseUrl };
      starts.push(await timedStart('Onramp on PostgreSQL, first start (new database)', env));
      starts.push(await timedStart('Onramp on PostgreSQL, restart', env));
    } finally {
      await database.drop();
    }
  } catch (error) {
    starts.push({
      label: `PostgreSQL not measured: ${(error as Error).message}`,
      seconds: NaN,
      idleMiB: NaN,
    });
  }
  const [first, restart, , bareRestart, bareSmallCache] = starts;
  const bound = (start: Start) =>
    start.label.startsWith('Onramp on PGlite')
      ? `under ${IDLE_RSS_BOUND_MIB} MiB: ${start.idleMiB < IDLE_RSS_BOUND_MIB ? 'meets' : 'not met'}`
      : '';
  return [
    '## Start-up and memory at rest',
    '',
    `\`npm start\` on a fresh clone is \`npm run build\` (Vite's build and the server's bundle, ${buildSeconds.toFixed(1)} s here) and then a first start. A start is timed from spawning the process until it answers over HTTP, and idle memory is its resident set ${SETTLE_MS / 1000} s later. The server runs as \`npm run serve\` runs it, bundled JavaScript on node alone with glibc's allocator thresholds from \`scripts/serve.sh\`, and so does each bare baseline.`,
    '',
    `Cold start (build and first start): ${(buildSeconds + first!.seconds).toFixed(1)} s. Warm restart: ${restart!.seconds.toFixed(1)} s.`,
    '',
    '| process | start to ready | idle memory | bound |',
    '|---|---|---|---|',
    ...starts.map(
      (s) =>
        `| ${s.label} | ${s.seconds.toFixed(1)} s | ${s.idleMiB.toFixed(0)} MiB | ${bound(s)} |`,
    ),
    '',
    `At rest after a restart, Onramp on PGlite holds ${(restart!.idleMiB - bareSmallCache!.idleMiB).toFixed(0)} MiB more than bare Fastify with bare PGlite at the same page cache (${bareSmallCache!.idleMiB.toFixed(0)} MiB). PGlite's own default cache (128 MB) would add ${(bareRestart!.idleMiB - bareSmallCache!.idleMiB).toFixed(0)} MiB: it is resident from the start, and the engine's WebAssembly memory never shrinks once grown (a first start grows it further, running initdb and every migration). The ${IDLE_RSS_BOUND_MIB} MiB bound at rest is ${first!.idleMiB < IDLE_RSS_BOUND_MIB ? 'met' : 'not met'} after a first start and ${restart!.idleMiB < IDLE_RSS_BOUND_MIB ? 'met' : 'not met'} after a restart.`,
    '',
  ].join('\n');
}
