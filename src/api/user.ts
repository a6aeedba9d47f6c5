import type { Envelope, OnboardingUserData, StepSaveReply } from '../../shared/contract';
import { toApiCallError, unwrap } from './errors';
import { api } from './http';

async function post<T>(path: string, body?: object, fallback?: string): Promise<T> {
  try {
    const { data } = await api.json.post<Envelope<T>>(path, body);
    return unwrap(data, fallback);
  } catch (error) {
    throw toApiCallError(error, fallback);
  }
}

export function getUserData(): Promise<OnboardingUserData> {
  return post<OnboardingUserData>('/user/getUserData');
}

/** A step save's reply: StepSaveReply, whose nextStepName a server may leave out. */
export type SaveReply = OnboardingUserData & Partial<Pick<StepSaveReply, 'nextStepName'>>;

/**
 * The generic save: the fields of one step; `step` tells the server which schema they belong to.
 * A failure without a message keeps its message empty: the step shows its own fallback copy.
 */
export function updateUserData(step: string, fields: Record<string, unknown>): Promise<SaveReply> {
  return post<SaveReply>('/user/updateUserData', { step, ...fields }, '');
}

/** POST /user/resendVerificationEmail: sends the verification mail again. */
export async function resendVerificationEmail(): Promise<void> {
  await post<unknown>('/user/resendVerificationEmail');
}

/** POST /user/language: keeps the signed-in user's choice of language for mails and next visits. */
export async function saveLanguage(language: string): Promise<void> {
  await post<unknown>('/user/language', { language });
}
