import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SIGNUP_STORAGE_KEY,
  storedSignupAtom,
  type SignupFields,
  type StoredSignup,
} from '../../../src/state/signupDraft';
import { timings } from '../../../shared/ui/timings';

const DRAFT: StoredSignup = {
  fields: {
    firstName: 'Ada',
    email: 'ada@example.com',
    phoneNumber: '+4915112345678',
  } as SignupFields,
  submitted: false,
};
const MINUTE = 60 * 1000;

/** The draft as a page opened now finds it (the atom reads its storage as it mounts). */
function draftOnOpen(): StoredSignup | null {
  const store = createStore();
  const unsubscribe = store.sub(storedSignupAtom, () => {});
  const draft = store.get(storedSignupAtom);
  unsubscribe();
  return draft;
}

describe('the signup draft in localStorage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-28T09:00:00Z') });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('lasts 24 hours', () => {
    expect(timings.signupDraftTtlMs).toBe(24 * 60 * MINUTE);
  });

  it('is found until it has been left untouched for its lifetime, counted from the last edit', () => {
    createStore().set(storedSignupAtom, DRAFT);
    vi.advanceTimersByTime(timings.signupDraftTtlMs - MINUTE);
    expect(draftOnOpen()).toEqual(DRAFT);

    const edited: StoredSignup = { ...DRAFT, stepValues: { domain: 'ada-shop' } };
    createStore().set(storedSignupAtom, edited);
    vi.advanceTimersByTime(timings.signupDraftTtlMs - MINUTE);
    expect(draftOnOpen()).toEqual(edited);
  });

  it('is discarded, and removed from the storage, once it has expired', () => {
    createStore().set(storedSignupAtom, DRAFT);
    vi.advanceTimersByTime(timings.signupDraftTtlMs);
    expect(draftOnOpen()).toBeNull();
    expect(localStorage.getItem(SIGNUP_STORAGE_KEY)).toBeNull();
  });
});
