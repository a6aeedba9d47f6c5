import type { createStore } from 'jotai';
import { storedPlanIdAtom } from './selectedPlan';
import { EMPTY_SESSION, sessionAtom } from './session';
import { forgetSignupDraftAtom } from './signupDraft';
import { appStore } from './store';
import { userDataAtom } from './userData';

/** What a reply that signs the client in carries (the API's AuthReply, or part of it). */
export interface SignInReply {
  token?: string | null;
  auth_header_name?: string | null;
  sessionIdentifier?: string | null;
}

/** Keeps what a sign-in reply carries where the API client reads it: token, header name, identifier. */
export function storeSession(reply: SignInReply): void {
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

/**
 * After signing out, nothing of that user stays in this browser: the session, their onboarding
 * data, a signup draft and a plan they chose, so the next person at this device starts clean.
 */
export function forgetSignedInUser(store: ReturnType<typeof createStore> = appStore): void {
  store.set(sessionAtom, EMPTY_SESSION);
  store.set(userDataAtom, { status: 'signedOut' });
  store.set(forgetSignupDraftAtom);
  store.set(storedPlanIdAtom, null);
}
