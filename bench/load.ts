import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { rssMiB } from './startup';
import { timings } from '../shared/ui/timings';
import { hashPassword } from '../server/security/passwords';
import { signupFields, STRONG_PASSWORD } from '../tests/integration/auth/harness';
import { createThrowawayDatabase, postgresAdminUrl } from '../tests/integration/support/databases';
import { tempDir } from '../tests/integration/support/server';
import { bundledBareServer } from './bareServerBuild';
import { pacedPollers } from './pacedPollers';
import { ownCpu, postgresCpu, processCpu } from './cpuTime';
import {
  BUILT_SERVER,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../tests/integration/support/serverProcess';

const POLLERS = 1_000;
const DURATION_SECONDS = 10;
const SESSIONS = 40;
/** Issue 16's bounds: polls against the bare route, signup against argon2id, memory on PGlite. */
const POLL_SHARE_BOUND = 0.5;
const POLL_P99_BOUND_MS = 100;
const SIGNUP_SHARE_BOUND = 0.85;
const POLLING_RSS_BOUND_MIB = 500;
/** Requests per second the pollers send at the spec's interval. */
const POLLERS_DEMAND = POLLERS / (timings.pollMs / 1000);
/** The paced run sends this many times what the pollers at the spec's interval send. */
const PACED_DEMAND_FACTOR = 10;

interface Run {
  rps: number;
  total: number;
  p99: number;
  errors: number;
  non2xx: number;
  peakRssMiB: number;
}

/** A run against a server process, sampling that process's memory as it goes. */
async function sampled(
  server: ServerProcess,
  run: () => Promise<Omit<Run, 'peakRssMiB'>>,
): Promise<Run> {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.process.pid!))), 200);
  try {
    return { ...(await run()), peakRssMiB: peak };
  } finally {
    clearInterval(sampler);
  }
}

/** One bounded autocannon run against a server process, as fast as its connections go. */
function hammer(server: ServerProcess, options: autocannon.Options): Promise<Run> {
  return sampled(server, async () => {
    const result = await autocannon({ duration: DURATION_SECONDS, ...options });
    return {
      rps: result.requests.average,
      total: result.requests.total,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
  });
}

const meets = (ok: boolean) => (ok ? 'meets' : 'not met');
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
const cpuMs = (value: number) => `${value.toFixed(1)} ms`;

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

/**
 * Argon2id hashes per second at the server's parameters, with as many in flight as the signup run
 * had, and the CPU each took.
 */
async function argon2Bound(
  concurrency: number,
): Promise<{ perSecond: number; cpuMsPerHash: number }> {
  const cpuBefore = ownCpu();
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
  return {
    perSecond: done / DURATION_SECONDS,
    cpuMsPerHash: ((ownCpu() - cpuBefore) * 1000) / done,
  };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

/** CPU milliseconds per signup, by who spent them. */
interface SignupCpu {
  mainThread: number;
  /** The server's other threads: argon2id on libuv's pool, V8's helpers, the embedded engine. */
  otherThreads: number;
  /** PostgreSQL's own processes (zero on PGlite, which runs inside the server). */
  database: number;
  loadGenerator: number;
}

interface Measured {
  target: string;
  /** `run` as fast as 1,000 pollers go; `paced` at PACED_DEMAND_FACTOR × what they send. */
  polls: { endpoint: string; method: Method; run: Run; paced: Run }[];
  signup: Run & { cpu: SignupCpu };
  signupConcurrency: number;
  argon2: { perSecond: number; cpuMsPerHash: number };
  /** Signups and the bound at fewer at once, the cores not all hashing. */
  fewerAtOnce: { concurrency: number; signup: Run; argon2PerSecond: number }[];
}

/** Signups at most this many at once, each beside the bound at the same concurrency. */
const SIGNUP_CONCURRENCIES = [1, 2, 4];

async function measureOn(target: string, env: Record<string, string>): Promise<Measured> {
  const isPostgres = 'DATABASE_URL' in env;
  const server = await startServerProcess(
    {
      BRAND: 'beacon',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '1000000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000000',
      ...env,
    },
    BUILT_SERVER,
  );
  try {
    const sessions = await signedInHeaders(server.url);
    let next = 0;
    const polling = (method: Method, path: string) =>
      hammer(server, {
        url: `${server.url}${path}`,
        connections: POLLERS,
        requests: [
          {
            method,
            ...(method === 'POST' ? { body: '{}' } : {}),
            setupRequest: (req) => ({
              ...req,
              headers: {
                ...req.headers,
                ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
                ...sessions[next++ % SESSIONS],
              },
            }),
          },
        ],
      });
    const poll = async (method: Method, path: string) => ({
      endpoint: path.split('/').pop()!,
      method,
      run: await polling(method, path),
      paced: await sampled(server, () =>
        pacedPollers({
          url: `${server.url}${path}`,
          method,
          headers: (i) => ({
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
            ...sessions[i % SESSIONS],
          }),
          body: method === 'POST' ? '{}' : undefined,
          connections: POLLERS,
          rate: PACED_DEMAND_FACTOR * POLLERS_DEMAND,
          durationSeconds: DURATION_SECONDS,
        }),
      ),
    });
    const polls = [
      await poll('GET', '/api/check-payment-status'),
      await poll('GET', '/api/check-tenant-status'),
      await poll('POST', '/api/user/getUserData'),
    ];
    const signingUp = (connections: number) =>
      hammer(server, {
        url: `${server.url}/api/user/signup`,
        connections,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: signupBody() }),
          },
        ],
      });
    const fewerAtOnce = [];
    for (const concurrency of SIGNUP_CONCURRENCIES.slice(0, -1)) {
      const signup = await signingUp(concurrency);
      const argon2PerSecond = (await argon2Bound(concurrency)).perSecond;
      fewerAtOnce.push({ concurrency, signup, argon2PerSecond });
    }
    const signupConcurrency = SIGNUP_CONCURRENCIES.at(-1)!;
    const before = { server: processCpu(server.process.pid!), db: postgresCpu(), own: ownCpu() };
    const signupRun = await signingUp(signupConcurrency);
    const after = { server: processCpu(server.process.pid!), db: postgresCpu(), own: ownCpu() };
    const perSignup = (seconds: number) => (seconds * 1000) / signupRun.total;
    const mainThread = perSignup(after.server.mainThread - before.server.mainThread);
    const signup = {
      ...signupRun,
      cpu: {
        mainThread,
        otherThreads: perSignup(after.server.all - before.server.all) - mainThread,
        database: isPostgres ? perSignup(after.db - before.db) : 0,
        loadGenerator: perSignup(after.own - before.own),
      },
    };
    return {
      target,
      polls,
      signup,
      signupConcurrency,
      argon2: await argon2Bound(signupConcurrency),
      fewerAtOnce,
    };
  } finally {
    await stopServerProcess(server);
  }
}

type Method = 'GET' | 'POST';

/** The bare route's runs at the pollers' concurrency, GET and POST: the bounds for the polls. */
async function bareRoutes(): Promise<Record<Method, Run>> {
  const bare = await startServerProcess({}, await bundledBareServer(), '/ping');
  try {
    const url = `${bare.url}/ping`;
    return {
      GET: await hammer(bare, { url, connections: POLLERS }),
      POST: await hammer(bare, {
        url,
        connections: POLLERS,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    };
  } finally {
    await stopServerProcess(bare);
  }
}

/**
 * Load on loopback, bounded in count and time: the status polling endpoints at 1,000 concurrent
 * pollers and signup throughput, each beside its bound measured in the same run (a bare Fastify
 * route; argon2id hashing at the server's parameters), with the server's peak memory.
 */
export async function benchLoad(): Promise<string> {
  const bareRoute = await bareRoutes();
  const bare = bareRoute.GET;
  const measured: Measured[] = [];
  const dataDir = tempDir('onramp-bench-');
  measured.push(await measureOn('embedded PGlite', { DATA_DIR: dataDir.path }));
  dataDir.remove();
  let postgresNote = '';
  const adminUrl = postgresAdminUrl() ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const database = await createThrowawayDatabase(adminUrl);
    try {
      measured.push(await measureOn('PostgreSQL', { DATABASE_URL: database.databaseUrl }));
    } finally {
      await database.drop();
    }
  } catch (error) {
    postgresNote = `PostgreSQL not measured: ${(error as Error).message}`;
  }

  const pollRows = measured.flatMap(({ target, polls }) =>
    polls.map(({ endpoint, method, run, paced }) => {
      const share = run.rps / bareRoute[method].rps;
      const errors = run.errors + run.non2xx + paced.errors + paced.non2xx;
      const held = share >= POLL_SHARE_BOUND && run.p99 < POLL_P99_BOUND_MS && errors === 0;
      return `| ${target} | ${method} ${endpoint} | ${run.rps.toFixed(0)} | ${percent(share)} | ${percent(run.rps / bare.rps)} | ${ms(run.p99)} | ${errors} | ${Math.max(run.peakRssMiB, paced.peakRssMiB).toFixed(0)} MiB | ${meets(held)} | ${paced.rps.toFixed(0)} | ${ms(paced.p99)} |`;
    }),
  );
  const signupRows = measured.flatMap(
    ({ target, signup, signupConcurrency, argon2, fewerAtOnce }) =>
      [
        ...fewerAtOnce,
        { concurrency: signupConcurrency, signup, argon2PerSecond: argon2.perSecond },
      ].map(({ concurrency, signup: run, argon2PerSecond }) => {
        const share = run.rps / argon2PerSecond;
        return `| ${target} | ${concurrency} | ${run.rps.toFixed(1)} | ${argon2PerSecond.toFixed(1)} | ${share.toFixed(2)} × | ${ms(run.p99)} | ${run.errors + run.non2xx} | ${meets(share >= SIGNUP_SHARE_BOUND)} |`;
      }),
  );
  const cpuRows = measured.map(({ target, signup: { cpu }, argon2 }) => {
    const total = cpu.mainThread + cpu.otherThreads + cpu.database + cpu.loadGenerator;
    const allowance = argon2.cpuMsPerHash * (1 / SIGNUP_SHARE_BOUND - 1);
    return `| ${target} | ${cpuMs(total)} | ${cpuMs(argon2.cpuMsPerHash)} | ${cpuMs(cpu.mainThread)} | ${cpuMs(cpu.otherThreads)} | ${cpu.database ? cpuMs(cpu.database) : 'in the server'} | ${cpuMs(cpu.loadGenerator)} | ${cpuMs(total - argon2.cpuMsPerHash)} | ${cpuMs(allowance)} |`;
  });
  const memoryRows = measured.map((m) => {
    const polling = Math.max(...m.polls.map((p) => Math.max(p.run.peakRssMiB, p.paced.peakRssMiB)));
    const bound =
      m.target === 'embedded PGlite'
        ? `under ${POLLING_RSS_BOUND_MIB} MiB: ${meets(polling < POLLING_RSS_BOUND_MIB)}`
        : '';
    return `| ${m.target} | ${polling.toFixed(0)} MiB | ${bound} | ${m.signup.peakRssMiB.toFixed(0)} MiB |`;
  });
  return [
    '## Load',
    '',
    `autocannon on loopback from the same machine (2 cores shared by load generator and server), ${DURATION_SECONDS} s per run. Pollers: ${POLLERS} concurrent connections, each signed in as one of ${SESSIONS} users (${POLLERS} pollers at the spec's ${timings.pollMs / 1000} s interval send ${POLLERS_DEMAND} requests/s). The server is the real one (Beacon brand, so signup needs no bot check), in its own process. Every figure below comes from the same run.`,
    '',
    `Bare Fastify route (the bound for the polls): GET ${bare.rps.toFixed(0)} requests/s, p99 ${ms(bare.p99)}; POST with the \`{}\` JSON body getUserData sends, ${bareRoute.POST.rps.toFixed(0)} requests/s (${percent(bareRoute.POST.rps / bare.rps)} of the GET), p99 ${ms(bareRoute.POST.p99)}. The contract makes getUserData a POST, so each poll is held to the bare route of its own method; its share of the bare GET is shown beside.`,
    '',
    `### Polls (bound: at least ${POLL_SHARE_BOUND * 100} % of the bare route, p99 under ${POLL_P99_BOUND_MS} ms)`,
    '',
    `Each poll runs twice. First as fast as the ${POLLERS} pollers go, the server saturated: the bound's run. At saturation any server's p99 follows the connections divided by its throughput (the bare route's own p99 is above). Then paced (\`bench/pacedPollers.ts\`): the same ${POLLERS} connections, each asking at an even interval at its own phase as a browser's poller does, together sending ${PACED_DEMAND_FACTOR} × what ${POLLERS} pollers at the spec's interval send (${PACED_DEMAND_FACTOR * POLLERS_DEMAND} requests/s), latency timed from when each request was due: the wait a poll sees under heavy use short of saturation.`,
    '',
    `| database | endpoint | requests/s | of the bare route (same method) | of the bare GET | p99 | errors | peak RSS | bound | paced at ${PACED_DEMAND_FACTOR} × the spec's demand: requests/s | paced: p99 |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...pollRows,
    '',
    'Before the polls answered from memory (issue 16, measured on this machine on 2026-11-25): check-payment-status served 1203 requests/s on PGlite (4 % of the bare route, p99 2053 ms) and 2548 on PostgreSQL (8 %, p99 2142 ms). getUserData, one query each (session and user joined), served 1801 requests/s on PGlite (5 %) and 2245 on PostgreSQL (7 %); it now answers from the kept session and the user’s data kept as written out, forgotten when the row changes.',
    '',
    `### Signup (bound: at least ${SIGNUP_SHARE_BOUND} × argon2id hashes per second at the server's parameters and the same concurrency)`,
    '',
    `Each signup waits on the database once besides its hash (the account's one statement; no experiment runs here); queueing its verification mail and recording its lead follow the reply, inside the run and its CPU. The server hashes one password per core at a time (${availableParallelism()} here), and so does the bound's run, which calls the same function. The runs go from one signup at a time, as a portal's owners arrive, to ${SIGNUP_CONCURRENCIES.at(-1)} at once, where hashing alone fills every core and whatever else a signup costs comes out of the hashes' CPU; the bound's run has the same number at once each time.`,
    '',
    '| database | at once | signups/s | argon2id hashes/s | share | p99 | errors | bound |',
    '|---|---|---|---|---|---|---|---|',
    ...signupRows,
    '',
    `Where each signup's CPU went, in the same runs (milliseconds per signup, from /proc; the hash alone is the bound's run, CPU per hash). At ${SIGNUP_SHARE_BOUND} × the bound on these cores, everything besides the hash, the load generator included, must fit in the last column:`,
    '',
    '| database | all | argon2id hash alone | server main thread | server other threads (hashing, engine, GC) | PostgreSQL | load generator | besides the hash | allowed besides the hash |',
    '|---|---|---|---|---|---|---|---|---|',
    ...cpuRows,
    '',
    `### Memory under load (the server's peak resident set over these runs; at rest: "Start-up and memory at rest")`,
    '',
    `| database | peak at ${POLLERS} pollers | bound | peak under signups (${measured[0]?.signupConcurrency ?? 0} at once) |`,
    '|---|---|---|---|',
    `| bare Fastify route (GET) | ${bare.peakRssMiB.toFixed(0)} MiB | | |`,
    ...memoryRows,
    ...(postgresNote ? ['', postgresNote] : []),
    '',
  ].join('\n');
}
