const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const withoutPort = (host: string) => host.replace(/:\d+$/, '');

/**
 * The tenant a Host header names: one DNS label in front of the tenant domain suffix
 * (e.g. "shop" of "shop.onramp.app" or of "shop.localhost:3000"), else undefined (the portal).
 * A suffix without a port also matches a host with one, for servers reached on a non-default port.
 * The portal's own host (PUBLIC_URL's) is never a tenant, even when it sits under the same suffix.
 */
export function tenantSubdomainOf(
  host: string | undefined,
  suffix: string,
  portalHost: string,
): string | undefined {
  if (!host || !suffix.startsWith('.')) return undefined;
  const h = host.toLowerCase();
  if (h === portalHost.toLowerCase() || withoutPort(h) === withoutPort(portalHost.toLowerCase())) {
    return undefined;
  }
  const s = suffix.toLowerCase();
  const candidates = [h.endsWith(s) ? h.slice(0, -s.length) : undefined];
  if (!/:\d+$/.test(s)) {
    const bare = withoutPort(h);
    candidates.push(bare.endsWith(s) ? bare.slice(0, -s.length) : undefined);
  }
  return candidates.find((label): label is string => label !== undefined && LABEL.test(label));
}
