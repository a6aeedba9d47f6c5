import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { getUserData } from '../api/user';
import { sessionAtom } from '../state/session';
import { userDataAtom, type UserDataState } from '../state/userData';

/** The signed-in user's onboarding data, fetched once per session token. */
export function useUserData(): UserDataState {
  const session = useAtomValue(sessionAtom);
  const [state, setState] = useAtom(userDataAtom);
  const signedIn = Boolean(session.signupToken && session.authHeaderName);

  useEffect(() => {
    if (!signedIn) {
      setState({ status: 'signedOut' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    getUserData()
      .then((data) => !cancelled && setState({ status: 'ready', data }))
      .catch(
        (error: unknown) =>
          !cancelled &&
          setState({
            status: 'error',
            message: error instanceof Error ? error.message : String(error),
          }),
      );
    return () => {
      cancelled = true;
    };
  }, [signedIn, session.signupToken, setState]);

  return state;
}
