import type { OnboardingUserData, StepSaveReply } from '../../shared/contract';
import { api } from './http';
import { request } from './request';

const post = <T>(path: string, body?: object, fallback?: string) =>
  request<T>(api.json.post(path, body), fallback);

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
