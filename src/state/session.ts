import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { AppConfig } from '../../shared/contract';

/** What survives a reload: the signup token, the header it travels in, and the session identifier. */
export interface StoredSession {
  signupToken: string | null;
  authHeaderName: string | null;
  sessionIdentifier: string | null;
}

export const EMPTY_SESSION: StoredSession = {
  signupToken: null,
  authHeaderName: null,
  sessionIdentifier: null,
};

export const SESSION_STORAGE_KEY = 'onramp.session';
export const APP_CONFIG_STORAGE_KEY = 'onramp.appConfig';

// createJSONStorage subscribes to the window's storage event, so another tab's change is re-read here.
const storage = createJSONStorage<StoredSession>(() => localStorage);

export const sessionAtom = atomWithStorage<StoredSession>(
  SESSION_STORAGE_KEY,
  EMPTY_SESSION,
  storage,
  {
    getOnInit: true,
  },
);

export const storedAppConfigAtom = atomWithStorage<AppConfig | null>(
  APP_CONFIG_STORAGE_KEY,
  null,
  createJSONStorage<AppConfig | null>(() => localStorage),
  { getOnInit: true },
);
