/** The tenant's own app, on this page's scheme, for a user whose workspace is built. */
export function tenantHostUrl(tenantDomain: string, protocol = window.location.protocol): string {
  return `${protocol}//${tenantDomain}`;
}
