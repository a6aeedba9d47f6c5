const MAX_WORKSPACE_URL_LENGTH = 2000;

/**
 * A workspace URL the adopter's product named, if it is an absolute http(s) URL without
 * credentials, no longer than MAX_WORKSPACE_URL_LENGTH as sent and as kept (written out in full,
 * a non-ASCII character is up to 12 characters of %-escapes).
 */
export function workspaceUrlOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_WORKSPACE_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const written = url.toString();
  return written.length > MAX_WORKSPACE_URL_LENGTH ? null : written;
}
