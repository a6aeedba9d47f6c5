import { atom } from 'jotai';
import type { Message, OnboardingUserData } from '../../shared/contract';

export type UserDataState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: OnboardingUserData }
  | { status: 'signedOut' }
  | { status: 'error'; message: Message };

export const userDataAtom = atom<UserDataState>({ status: 'idle' });

/** The session token userDataAtom's state was fetched with; another token's data is never shown. */
export const userDataTokenAtom = atom<string | null>(null);
