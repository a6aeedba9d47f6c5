import { BlockList, isIPv4 } from 'node:net';
import geoip from 'fast-geoip';
import type { LeadLocation } from './tracker';

const NO_LOCATION: LeadLocation = { city: null, region: null, country: null };

/** Loopback, private, link-local, CGNAT and other non-public IPv4 ranges: nothing to look up. */
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

function publicIPv4(ip: string): string | undefined {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIPv4(v4) || NON_PUBLIC.check(v4, 'ipv4')) return undefined;
  return v4;
}

/**
 * City, region and country of an address from the GeoLite data shipped in fast-geoip (read
 * from disk, no network). IPv6 and non-public addresses have no location.
 */
export async function locateIp(ip: string): Promise<LeadLocation> {
  const address = publicIPv4(ip);
  if (!address) return NO_LOCATION;
  const found = await geoip.lookup(address);
  if (!found) return NO_LOCATION;
  return {
    city: found.city || null,
    region: found.region || null,
    country: found.country || null,
  };
}
