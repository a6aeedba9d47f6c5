import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import { timings } from '../../shared/ui/timings';
import type { SignupFormFields } from '../../shared/contract/signup';

/** What the signup form collects, sent at the subdomain step with the chosen domain. */
export type SignupDraft = SignupFormFields & { signupFormData: Record<string, unknown> };

export type SignupPasswords = Pick<SignupDraft, 'password' | 'confirmPassword'>;
export type SignupFields = Omit<SignupDraft, keyof SignupPasswords>;

/** The form's fields but its passwords, and whether they were sent on as they stand. */
export interface StoredSignup {
  fields: SignupFields;
  /** Continue accepted these fields (the email was free); an edit since takes it back. */
  submitted: boolean;
  /** What the subdomain step's form holds, typed there but not sent yet. */
  stepValues?: Record<string, unknown>;
}

/** A draft as localStorage holds it: with the time of its last edit, after which it expires. */
interface DatedSignup {
  draft: StoredSignup;
  editedAt: number;
}

const dated = createJSONStorage<DatedSignup | null>(() => localStorage);

const freshDraftOf = (value: DatedSignup | null): StoredSignup | null =>
  value && Date.now() - value.editedAt < timings.signupDraftTtlMs ? value.draft : null;

/**
 * localStorage, where a draft left untouched for timings.signupDraftTtlMs reads as none and is
 * removed: the name, email and phone of an abandoned signup do not linger in the browser.
 */
const expiringStorage: ReturnType<typeof createJSONStorage<StoredSignup | null>> = {
  getItem(key, initialValue) {
    const draft = freshDraftOf(dated.getItem(key, null));
    if (draft) return draft;
    dated.removeItem(key);
    return initialValue;
  },
  setItem(key, draft) {
    if (draft) dated.setItem(key, { draft, editedAt: Date.now() });
    else dated.removeItem(key);
  },
  removeItem: (key) => dated.removeItem(key),
  subscribe: (key, callback, initialValue) =>
    dated.subscribe?.(key, (value) => callback(freshDraftOf(value) ?? initialValue), null),
};

export const SIGNUP_STORAGE_KEY = 'onramp.signupDraft';

/**
 * The signup form as typed, in localStorage: a reload, Back or a second tab finds it until the
 * account is created, the person signs out or it expires. Never its passwords.
 */
export const storedSignupAtom = atomWithStorage<StoredSignup | null>(
  SIGNUP_STORAGE_KEY,
  null,
  expiringStorage,
  { getOnInit: true },
);

/** The passwords typed in this page, held in memory only: a reload asks for them again. */
export const signupPasswordsAtom = atom<SignupPasswords | null>(null);

/**
 * The draft the subdomain step may send: fields submitted with the passwords of this page; null
 * when there is none, or its passwords must be typed again (the tenant step then goes to /signup).
 */
export const signupDraftAtom = atom<SignupDraft | null>((get) => {
  const stored = get(storedSignupAtom);
  const passwords = get(signupPasswordsAtom);
  return stored?.submitted && passwords ? { ...stored.fields, ...passwords } : null;
});

/** Whether a submitted draft waits for its passwords (after a reload, or in another tab). */
export const signupNeedsPasswordsAtom = atom(
  (get) => Boolean(get(storedSignupAtom)?.submitted) && get(signupPasswordsAtom) === null,
);

/** What the subdomain step's form held when last edited; setting it keeps it in the draft. */
export const signupStepValuesAtom = atom(
  (get) => get(storedSignupAtom)?.stepValues,
  (get, set, stepValues: Record<string, unknown>) => {
    const stored = get(storedSignupAtom);
    if (stored) set(storedSignupAtom, { ...stored, stepValues });
  },
);

/** Forgets the draft and its passwords: the account is created, or the person signed out. */
export const forgetSignupDraftAtom = atom(null, (_get, set) => {
  // RESET removes the key itself: nothing of the person stays in the browser's storage.
  set(storedSignupAtom, RESET);
  set(signupPasswordsAtom, null);
});
