import { useCallback, useMemo, useState } from 'react';
import type { Message } from '../../shared/contract';
import { createStudioApi } from './studioApi';

const TOKEN_KEY = 'onramp.studio.token';

function storedToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function storeToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage refused (private mode): the session lasts while this page stays open.
  }
}

/**
 * The operator's Studio session: its token lives in this tab's sessionStorage. A reply saying the
 * session is gone (401), or sessionEnded, drops the token, so the page goes back to signing in
 * with `notice`.
 */
export function useStudioSession() {
  const [token, setToken] = useState<string | null>(storedToken);
  const [notice, setNotice] = useState<Message | null>(null);

  const replaceToken = useCallback((next: string | null) => {
    storeToken(next);
    setToken(next);
  }, []);

  const sessionEnded = useCallback(() => {
    replaceToken(null);
    setNotice({ id: 'studio.signIn.sessionEnded' });
  }, [replaceToken]);

  const api = useMemo(() => createStudioApi(storedToken, sessionEnded), [sessionEnded]);

  const signedIn = useCallback(
    (next: string) => {
      setNotice(null);
      replaceToken(next);
    },
    [replaceToken],
  );

  const signOut = useCallback(async () => {
    // Signed out here whatever the server says: a session it no longer knows is over anyway.
    await api.signOut().catch(() => undefined);
    replaceToken(null);
  }, [api, replaceToken]);

  return { token, notice, api, signedIn, signOut, sessionEnded };
}
