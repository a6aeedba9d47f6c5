import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { ApiCallError } from '../api/errors';
import { fetchVersionConfig } from '../api/config';
import { getUserData } from '../api/user';
import { adoptAccountLanguage, switchBrandCopy, type BrandLanguages } from '../i18n';
import { initialConfigAtom } from '../state/config';
import { sessionAtom } from '../state/session';
import { userDataAtom, userDataTokenAtom, type UserDataState } from '../state/userData';
import { brandLanguagesOf } from './brandLanguages';

/**
 * The signed-in user's onboarding data, fetched when a screen using it mounts and whenever the
 * session token changes. Data fetched with another token (a user who signed out here, in another
 * tab, or whose session the server ended) is never returned, not even for the render before the
 * refetch starts. A user signing in on a device with no choice of language gets their own, and
 * the page runs the configuration version the user is pinned to, with that version's copy.
 */
export function useUserData(): UserDataState {
  const session = useAtomValue(sessionAtom);
  const [state, setState] = useAtom(userDataAtom);
  const setConfigState = useSetAtom(initialConfigAtom);
  const [fetchedWith, setFetchedWith] = useAtom(userDataTokenAtom);
  const token = session.signupToken && session.authHeaderName ? session.signupToken : null;
  const configState = useAtomValue(initialConfigAtom);
  const brand = useRef<BrandLanguages | null>(null);
  const pageVersion = useRef<string | null>(null);
  useEffect(() => {
    pageVersion.current =
      configState.status === 'ready' ? (configState.config.configuration?.version ?? null) : null;
    // A config without languages (an older server's) offers no choice to adopt.
    brand.current =
      configState.status === 'ready' && configState.config.brand?.locales
        ? brandLanguagesOf(configState.config)
        : null;
  }, [configState]);

  useEffect(() => {
    setFetchedWith(token);
    if (!token) {
      setState({ status: 'signedOut' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    getUserData()
      .then(async (data) => {
        if (cancelled) return;
        let languages = brand.current;
        // A user keeps the flow they started with: the page switches to that version first.
        if (
          data.configVersion &&
          pageVersion.current &&
          data.configVersion !== pageVersion.current
        ) {
          const pinned = await fetchVersionConfig(data.configVersion);
          if (cancelled) return;
          // The version's own copy first, so its steps never show the live version's wording.
          if (pinned.brand?.locales) {
            languages = brandLanguagesOf(pinned);
            await switchBrandCopy(languages);
          }
          if (cancelled) return;
          setConfigState({ status: 'ready', config: pinned });
        }
        setState({ status: 'ready', data });
        if (languages) void adoptAccountLanguage(data.language, languages);
      })
      .catch(
        (error: unknown) =>
          !cancelled &&
          setState({
            status: 'error',
            message:
              error instanceof ApiCallError
                ? error.messageRef
                : { id: error instanceof Error ? error.message : String(error) },
          }),
      );
    return () => {
      cancelled = true;
    };
  }, [token, setState, setFetchedWith, setConfigState]);

  if (!token) return { status: 'signedOut' };
  if (fetchedWith !== token) return { status: 'loading' };
  return state;
}
