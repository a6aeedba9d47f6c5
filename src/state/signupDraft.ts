import { atom } from 'jotai';

/**
 * What the signup form collected, held in memory only (never stored: it has the password) until
 * the subdomain step submits it with the chosen domain. Without it, tenant_domain sends the
 * visitor back to /signup.
 */
export interface SignupDraft {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  expectations: string;
  problems: string;
  password: string;
  confirmPassword: string;
  campaignTemplateId: string | null;
  /** E.164 */
  phoneNumber: string;
  signupFormData: Record<string, unknown>;
}

export const signupDraftAtom = atom<SignupDraft | null>(null);
