import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { timings } from '../src/ui/timings';
import { hashPassword } from '../server/security/passwords';
import { signupFields, STRONG_PASSWORD } from '../tests/integration/auth/harness';
import { createThrowawayDatabase, postgresAdminUrl } from '../tests/integration/support/databases';
import { tempDir } from '../tests/integration/support/server';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../tests/integration/support/serverProcess';

const POLLERS = 1_000;
const DURATION_SECONDS = 10;
const SESSIONS = 40;

interface Run {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  peakRssMiB: number;
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** One bounded autocannon run against a server process, sampling that process's memory as it goes. */
async function hammer(server: ServerProcess, options: autocannon.Options): Promise<Run> {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.process.pid!))), 200);
  try {
    const result = await autocannon({ duration: DURATION_SECONDS, ...options });
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      peakRssMiB: peak,
    };
  } finally {
    clearInterval(sampler);
  }
}

function signupBody(): string {
  return JSON.stringify({ ...signupFields({ selectedPlanId: null }), gRecaptchaToken: '' });
}

async function signedInHeaders(url: string): Promise<Record<string, string>[]> {
  const sessions: Record<string, string>[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    const res = await fetch(`${url}/api/user/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: signupBody(),
    });
    const body = (await res.json()) as { data: { token: string; auth_header_name: string } };
    sessions.push({ [body.data.auth_header_name]: body.data.token });
  }
  return sessions;
}

/** Argon2id hashes per second at the server's parameters, with as many in flight as the signup run had. */
async function argon2Bound(concurrency: number): Promise<number> {
  let done = 0;
  const deadline = Date.now() + DURATION_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        await hashPassword(STRONG_PASSWORD);
        done++;
      }
    }),
  );
  return done / DURATION_SECONDS;
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

async function measureOn(target: string, env: Record<string, string>): Promise<string[]> {
  const server = await startServerProcess({
    BRAND: 'beacon',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_IP: '1000000000',
    RATE_LIMIT_PER_ACCOUNT: '1000000000',
    ...env,
  });
  try {
    const sessions = await signedInHeaders(server.url);
    let next = 0;
    const polling = (path: string) =>
      hammer(server, {
        url: `${server.url}${path}`,
        connections: POLLERS,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, ...sessions[next++ % SESSIONS] },
            }),
          },
        ],
      });
    const payment = await polling('/api/check-payment-status');
    const tenant = await polling('/api/check-tenant-status');
    const signupConcurrency = 4;
    const signup = await hammer(server, {
      url: `${server.url}/api/user/signup`,
      connections: signupConcurrency,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: signupBody() }),
        },
      ],
    });
    const bound = await argon2Bound(signupConcurrency);
    return [
      `| ${target} | check-payment-status | ${payment.rps.toFixed(0)} | ${ms(payment.p99)} | ${payment.errors + payment.non2xx} | ${payment.peakRssMiB.toFixed(0)} MiB |`,
      `| ${target} | check-tenant-status | ${tenant.rps.toFixed(0)} | ${ms(tenant.p99)} | ${tenant.errors + tenant.non2xx} | ${tenant.peakRssMiB.toFixed(0)} MiB |`,
      `| ${target} | signup (${signupConcurrency} at once) | ${signup.rps.toFixed(1)} | ${ms(signup.p99)} | ${signup.errors + signup.non2xx} | ${signup.peakRssMiB.toFixed(0)} MiB |`,
      `SIGNUP_RATIO ${target} ${(signup.rps / bound).toFixed(2)} ${bound.toFixed(1)}`,
      `POLL_RPS ${target} ${payment.rps} ${tenant.rps}`,
    ];
  } finally {
    await stopServerProcess(server);
  }
}

/**
 * Load on loopback, bounded in count and time: the status polling endpoints at 1,000 concurrent
 * pollers and signup throughput, each beside its bound measured in the same run (a bare Fastify
 * route; argon2id hashing at the server's parameters), with the server's peak memory.
 */
export async function benchLoad(): Promise<string> {
  const bare = await startServerProcess({}, 'bench/bareServer.ts', '/ping');
  let bareRun: Run;
  try {
    bareRun = await hammer(bare, { url: `${bare.url}/ping`, connections: POLLERS });
  } finally {
    await stopServerProcess(bare);
  }
  const dataDir = tempDir('onramp-bench-');
  const rows = await measureOn('embedded PGlite', { DATA_DIR: dataDir.path });
  dataDir.remove();
  const adminUrl = postgresAdminUrl() ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const database = await createThrowawayDatabase(adminUrl);
    try {
      rows.push(...(await measureOn('PostgreSQL', { DATABASE_URL: database.databaseUrl })));
    } finally {
      await database.drop();
    }
  } catch (error) {
    rows.push(`| PostgreSQL | not measured: ${(error as Error).message} | | | | |`);
  }
  const table = rows.filter((r) => r.startsWith('|'));
  const ratios = rows.filter((r) => r.startsWith('SIGNUP_RATIO')).map((r) => r.split(' '));
  const polls = rows.filter((r) => r.startsWith('POLL_RPS')).map((r) => r.split(' '));
  return [
    '## Load',
    '',
    `autocannon on loopback from the same machine (2 cores shared by load generator and server), ${DURATION_SECONDS} s per run. Pollers: ${POLLERS} concurrent connections, each signed in as one of ${SESSIONS} users. The server is the real one (Beacon brand, so signup needs no bot check), in its own process; memory is its peak resident set during the run.`,
    '',
    `Bare Fastify route, same machine, same run: ${bareRun.rps.toFixed(0)} requests/s, p99 ${ms(bareRun.p99)}.`,
    '',
    '| database | endpoint | requests/s | p99 | errors | server memory (peak RSS) |',
    '|---|---|---|---|---|---|',
    ...table,
    '',
    ...polls.map(([, ...rest]) => {
      const [target, paymentRps, tenantRps] = [
        rest.slice(0, -2).join(' '),
        Number(rest.at(-2)),
        Number(rest.at(-1)),
      ];
      const demand = POLLERS / (timings.pollMs / 1000);
      return `- ${target}: the polling endpoints reach ${((paymentRps / bareRun.rps) * 100).toFixed(0)} % (payment) and ${((tenantRps / bareRun.rps) * 100).toFixed(0)} % (tenant) of the bare route; ${POLLERS} pollers at the spec's ${timings.pollMs / 1000} s interval send ${demand} requests/s, and the slower endpoint served ${(Math.min(paymentRps, tenantRps) / demand).toFixed(1)} × that.`;
    }),
    ...ratios.map(([, ...rest]) => {
      const [target, ratio, bound] = [rest.slice(0, -2).join(' '), rest.at(-2), rest.at(-1)];
      return `- ${target}: signup runs at ${ratio} × the argon2id bound (${bound} hashes/s at the server's parameters with the same concurrency).`;
    }),
    '',
  ].join('\n');
}
