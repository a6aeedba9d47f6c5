/**
 * The tenant app's pages: its dashboard alone for now. The server answers any other page address
 * on a tenant host with 404 (still the app, which shows its not-found screen there).
 */
export const TENANT_DASHBOARD_PATH = '/';

export function isTenantAppPage(pathname: string): boolean {
  return pathname === TENANT_DASHBOARD_PATH;
}
