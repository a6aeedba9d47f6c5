import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './smtpSink';

export interface ServerProcess {
  process: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** The server as `npm run serve` runs it, once `npm run build` has bundled it. */
export const BUILT_SERVER = 'build/server/main.mjs';

/** What `npm run serve` runs a bundle with: node, with the allocator settings production has. */
const SERVE_SCRIPT = fileURLToPath(new URL('../../../scripts/serve.sh', import.meta.url));

/**
 * Starts the real server as its own process (as in production) on a free port, and waits until
 * `readyPath` answers. Whatever the log level, readiness is judged over HTTP. A TypeScript
 * script runs through tsx; a bundled one (.mjs) runs as `npm run serve` runs it, on node alone
 * (the shell script hands over to node, so the process is node's).
 */
export async function startServerProcess(
  env: Record<string, string>,
  script = 'server/main.ts',
  readyPath = '/api/getInitialConfig',
): Promise<ServerProcess> {
  const port = await freePort();
  const [command, args] = script.endsWith('.mjs')
    ? ['sh', [SERVE_SCRIPT, script]]
    : [process.execPath, ['--import', 'tsx', script]];
  const child = spawn(command, args, {
    env: { ...process.env, LOG_LEVEL: 'info', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on(
    'data',
    (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)),
  );
  child.stderr!.on(
    'data',
    (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)),
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${url}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { process: child, url, exited };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function stopServerProcess(server: ServerProcess): Promise<void> {
  server.process.kill('SIGTERM');
  await server.exited;
}
