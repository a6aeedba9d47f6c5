import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Why an address may not be fetched from the server, or null when it may. */
export type AddressVerdict = null | 'loopback' | 'private' | 'link-local' | 'reserved';

export interface AddressPolicy {
  /** Opens 127.0.0.0/8 and ::1 (never link-local or private ranges); for tests against a local site. */
  allowLoopback: boolean;
}

function blockList(ranges: [string, number, 'ipv4' | 'ipv6'][]): BlockList {
  const list = new BlockList();
  for (const [network, prefix, family] of ranges) list.addSubnet(network, prefix, family);
  return list;
}

const LOOPBACK = blockList([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]);

const PRIVATE = blockList([
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['fc00::', 7, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
]);

const LINK_LOCAL = blockList([
  ['169.254.0.0', 16, 'ipv4'],
  ['fe80::', 10, 'ipv6'],
]);

/** Unspecified, multicast, broadcast, benchmarking, documentation and other non-public ranges. */
const RESERVED = blockList([
  ['0.0.0.0', 8, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::', 96, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
]);

/** The 16 bytes of an IPv6 address (including a dotted IPv4 tail); undefined if it is not one. */
export function ipv6Bytes(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address.split('%')[0]!.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const front = groupsOf(head);
  const back = rest === undefined ? [] : groupsOf(rest);
  const fill =
    rest === undefined ? [] : new Array<string>(8 - front.length - back.length).fill('0');
  const groups = [...front, ...fill, ...back].map((g) => parseInt(g, 16));
  if (groups.length !== 8 || groups.some((g) => Number.isNaN(g))) return undefined;
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
}

/**
 * The IPv4 address an IPv6 address carries and would reach: IPv4-mapped (::ffff:a.b.c.d),
 * NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
 */
export function embeddedIPv4(address: string): string | undefined {
  const bytes = ipv6Bytes(address);
  if (!bytes) return undefined;
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const dotted = (from: number) => bytes.slice(from, from + 4).join('.');
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return dotted(12);
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b) {
    if (zeros(4, 12)) return dotted(12);
  }
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return dotted(2);
  return undefined;
}

/** Decides whether the server may connect to `address` (an IP literal, as DNS returned it). */
export function classifyAddress(address: string, policy: AddressPolicy): AddressVerdict {
  const bare = address.replace(/^\[|\]$/g, '');
  const v4 = isIPv4(bare) ? bare : embeddedIPv4(bare);
  const [ip, family] = v4 ? [v4, 'ipv4' as const] : [bare, 'ipv6' as const];
  if (!isIPv4(ip) && !isIPv6(ip)) return 'reserved';
  if (LOOPBACK.check(ip, family)) return policy.allowLoopback ? null : 'loopback';
  if (LINK_LOCAL.check(ip, family)) return 'link-local';
  if (PRIVATE.check(ip, family)) return 'private';
  if (RESERVED.check(ip, family)) return 'reserved';
  return null;
}
