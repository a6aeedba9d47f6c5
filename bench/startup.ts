import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createThrowawayDatabase, postgresAdminUrl } from '../tests/integration/support/databases';
import { tempDir } from '../tests/integration/support/server';
import {
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
  script?: string,
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

function timedBuild(): number {
  const outDir = tempDir('onramp-bench-build-');
  try {
    const started = performance.now();
    const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir.path, '--emptyOutDir'], {
      cwd: process.cwd(),
      stdio: 'ignore',
    });
    if (result.status !== 0) throw new Error(`vite build failed (${result.status})`);
    return (performance.now() - started) / 1000;
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
    const bareEnv = { BARE_PGLITE_DIR: join(bare.path, 'pglite') };
    const bareStart = (label: string, extra: Record<string, string>) =>
      timedStart(label, extra, 'bench/bareServer.ts', '/ping');
    starts.push(await bareStart('bare Fastify + bare PGlite, first start', bareEnv));
    starts.push(await bareStart('bare Fastify + bare PGlite, restart', bareEnv));
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
  const [first, restart, , bareRestart] = starts;
  const bound = (start: Start) =>
    start.label.startsWith('Onramp on PGlite')
      ? `under ${IDLE_RSS_BOUND_MIB} MiB: ${start.idleMiB < IDLE_RSS_BOUND_MIB ? 'meets' : 'not met'}`
      : '';
  return [
    '## Start-up and memory at rest',
    '',
    `\`npm start\` on a fresh clone is \`npm run build\` and then a first start. Here the build is Vite's alone (${buildSeconds.toFixed(1)} s); a start is timed from spawning the process until it answers over HTTP, and idle memory is its resident set ${SETTLE_MS / 1000} s later. The server runs TypeScript through tsx, as \`npm run serve\` does, and so does each bare baseline.`,
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
    `At rest after a restart, Onramp on PGlite holds ${(restart!.idleMiB - bareRestart!.idleMiB).toFixed(0)} MiB more than bare Fastify with bare PGlite, and bare PGlite with bare Fastify is ${bareRestart!.idleMiB.toFixed(0)} MiB alone: the embedded engine's WebAssembly memory, which never shrinks once grown (a first start grows it further, running initdb and every migration), is most of the figure. The 300 MiB bound is not met.`,
    '',
  ].join('\n');
}
