import { atom } from 'jotai';
import type { InitialConfig } from '../../shared/contract';

export type InitialConfigState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; config: InitialConfig };

export const initialConfigAtom = atom<InitialConfigState>({ status: 'loading' });
