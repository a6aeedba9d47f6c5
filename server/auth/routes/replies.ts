import type { IssuedSession } from '../sessions';
import { ok, type Envelope } from '../../http/envelope';

export interface AuthFields {
  token: string;
  auth_header_name: string;
  sessionIdentifier: string;
}

/**
 * A reply that signs the client in. The auth fields sit in data and, as the spec's section 7
 * reads them, on the envelope itself too.
 */
export function authReply<T extends object>(
  session: IssuedSession,
  headerName: string,
  data: T,
): Envelope<T & AuthFields> & AuthFields {
  const auth: AuthFields = {
    token: session.token,
    auth_header_name: headerName,
    sessionIdentifier: session.sessionIdentifier,
  };
  return { ...ok({ ...data, ...auth }), ...auth };
}

/** The tenant's own app: the tenant name under the tenant domain suffix, on PUBLIC_URL's scheme. */
export function tenantUrl(publicUrl: string, subDomain: string, suffix: string): string {
  return `${new URL(publicUrl).protocol}//${subDomain}${suffix}`;
}

export function loginUrl(publicUrl: string): string {
  return `${publicUrl}/login`;
}
