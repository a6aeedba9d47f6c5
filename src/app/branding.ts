/** Built-in fallbacks for when the configuration names no product or company domain. */
export const DEFAULT_PRODUCT_NAME = 'Onramp';
export const DEFAULT_COMPANY_DOMAIN = 'onramp.example';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The host's subdomain label: the first label of a name with more than one ("acme" of
 * acme.onramp.app). A single-label host (localhost), an IP address or "www" has none.
 */
export function hostSubdomainLabel(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || IPV4.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  if (labels.length < 2) return null;
  const first = labels[0]!;
  return first === 'www' ? null : first;
}

/**
 * Tenant branding (logo, favicon) applies only when the locally stored app config's name contains
 * the host's subdomain label, compared case-insensitively. A host without a label
 * serves one brand only, so its configured branding applies.
 */
export function tenantBrandingApplies(
  storedName: string | null | undefined,
  hostname: string,
): boolean {
  const label = hostSubdomainLabel(hostname);
  if (label === null) return true;
  return Boolean(storedName) && storedName!.toLowerCase().includes(label);
}
