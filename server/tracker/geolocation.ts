import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { Worker } from 'node:worker_threads';
import type { LeadLocation } from './tracker';
import type { CityRecord, Family, LookupReply, LookupRequest } from './geolocationWorker';
import { workerScript } from '../workers/workerScript';

const NO_LOCATION: LeadLocation = { city: null, region: null, country: null };

/** Addresses no geolocation database can place: loopback, private, link-local, documentation, multicast. */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

function publicAddress(ip: string): { address: string; family: Family } | undefined {
  const mapped = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(mapped)) {
    return NON_PUBLIC.check(mapped, 'ipv4') ? undefined : { address: mapped, family: 'ipv4' };
  }
  if (isIPv6(ip)) return NON_PUBLIC.check(ip, 'ipv6') ? undefined : { address: ip, family: 'ipv6' };
  return undefined;
}

/** After this long with no lookup, the thread ends and the databases' memory goes with it. */
const IDLE_MS = 60_000;

interface LookupThread {
  worker: Worker;
  waiting: Map<
    number,
    { resolve: (record: CityRecord | null) => void; reject: (error: Error) => void }
  >;
  idle?: NodeJS.Timeout;
}

let thread: LookupThread | undefined;
let nextId = 0;

/**
 * The thread that holds the databases, started by a lookup. A signup's lookup would otherwise
 * keep 60-70 MB per address family resident for the life of the process (docs/benchmarks.md).
 */
function lookupThread(): LookupThread {
  if (thread) return thread;
  const { script, entry } = workerScript(
    import.meta.url,
    './geolocationWorker.ts',
    './geolocationWorker.mjs',
  );
  const started: LookupThread = {
    worker: new Worker(script, { workerData: { entry } }),
    waiting: new Map(),
  };
  const fail = (error: Error) => {
    if (thread === started) thread = undefined;
    clearTimeout(started.idle);
    for (const { reject } of started.waiting.values()) reject(error);
    started.waiting.clear();
  };
  started.worker
    .on('message', (reply: LookupReply) => {
      const waiter = started.waiting.get(reply.id);
      started.waiting.delete(reply.id);
      if ('error' in reply) waiter?.reject(new Error(reply.error));
      else waiter?.resolve(reply.record);
      if (started.waiting.size === 0) {
        started.idle = setTimeout(() => void stopLookupThread(), IDLE_MS).unref();
      }
    })
    .on('error', fail)
    .on('exit', (code) => fail(new Error(`The geolocation thread exited (code ${code})`)));
  started.worker.unref();
  thread = started;
  return started;
}

function lookUp(address: string, family: Family): Promise<CityRecord | null> {
  const current = lookupThread();
  clearTimeout(current.idle);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    current.waiting.set(id, { resolve, reject });
    current.worker.postMessage({ id, address, family } satisfies LookupRequest);
  });
}

/** Ends the lookup thread, if one runs, with the databases it read; the next lookup starts another. */
export async function stopLookupThread(): Promise<void> {
  const current = thread;
  if (!current) return;
  thread = undefined;
  clearTimeout(current.idle);
  await current.worker.terminate();
}

/** Whether a lookup thread, with the databases it read, is running now. */
export function lookupThreadRunning(): boolean {
  return thread !== undefined;
}

/**
 * City, region and country (ISO code) of an address, IPv4 or IPv6, from the DB-IP City Lite
 * databases shipped as an npm package (read from disk, no network). Non-public addresses have
 * no location.
 */
export async function locateIp(ip: string): Promise<LeadLocation> {
  const target = publicAddress(ip);
  if (!target) return NO_LOCATION;
  const found = await lookUp(target.address, target.family);
  if (!found) return NO_LOCATION;
  return {
    city: found.city || null,
    region: found.state1 || null,
    country: found.country_code || null,
  };
}
