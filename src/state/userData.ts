import { atom } from 'jotai';
import type { UserDataState } from '../engine/react/wizardEnvironment';

export type { UserDataState };

export const userDataAtom = atom<UserDataState>({ status: 'idle' });

/** The session token userDataAtom's state was fetched with; another token's data is never shown. */
export const userDataTokenAtom = atom<string | null>(null);
