import type { AuthReply } from '../../api/account';
import { sessionAtom } from '../../state/session';
import { appStore } from '../../state/store';

/** Keeps what a sign-in reply carries where the API client reads it: token, header name, identifier. */
export function storeSession(reply: Partial<AuthReply>): void {
  const current = appStore.get(sessionAtom);
  appStore.set(sessionAtom, {
    signupToken: reply.token ?? null,
    authHeaderName: reply.auth_header_name ?? null,
    sessionIdentifier: reply.sessionIdentifier ?? current.sessionIdentifier,
  });
}

/** Visiting /signup forgets the signup token and auth header name (the identifier stays). */
export function forgetSignupToken(): void {
  const current = appStore.get(sessionAtom);
  if (current.signupToken === null && current.authHeaderName === null) return;
  appStore.set(sessionAtom, { ...current, signupToken: null, authHeaderName: null });
}

/** The tenant's own app, on this page's scheme, for stepName redirect_dashboard. */
export function tenantHostUrl(tenantDomain: string, protocol = window.location.protocol): string {
  return `${protocol}//${tenantDomain}`;
}
