import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { fetchInitialConfig, fetchPreviewConfig, PublicFetchError } from '../api/config';
import { previewConfigIdOf } from '../../shared/routes/appPaths';
import { holdFocusUntilUsed } from '../studio/preview/holdFocus';
import { brandLanguagesOf } from './brandLanguages';
import i18n, {
  forgetLanguageChoices,
  loadAllCopy,
  setBrandVariables,
  setPriceCurrency,
  startLanguage,
} from '../i18n';
import { initialConfigAtom } from '../state/config';
import { storedAppConfigAtom } from '../state/session';
import { applyBrandTheme } from './theme';

/**
 * The configuration the page starts with: the live one, or on a Studio preview the version or
 * draft it names (whose ?lng= is the Studio's choice, never kept for the visitor's next visit, and
 * which, framed in the Studio, takes no focus from it).
 */
async function fetchStartupConfig() {
  const previewed = previewConfigIdOf(window.location.pathname);
  if (!previewed) return fetchInitialConfig();
  forgetLanguageChoices();
  holdFocusUntilUsed();
  // A preview shows the Studio's copy, beyond the first screens': asked for beside its config.
  const allCopy = loadAllCopy().catch(() => undefined);
  try {
    return await fetchPreviewConfig(previewed);
  } catch (error) {
    // An expired or mistyped link: reloading will not help, a new link will.
    if (error instanceof PublicFetchError && error.status === 404) {
      await allCopy;
      throw new Error(i18n.t('studio.preview.linkGone'));
    }
    throw error;
  }
}

/** Loads the initial config once, with the brand's copy and theme, and offers a retry on failure. */
export function useInitialConfig() {
  const [state, setState] = useAtom(initialConfigAtom);
  const setStoredAppConfig = useSetAtom(storedAppConfigAtom);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const config = await fetchStartupConfig();
      await startLanguage(brandLanguagesOf(config));
      setPriceCurrency(config.currency ?? 'USD');
      setBrandVariables({
        brand: config.appConfig.name,
        companyDomain: config.appConfig.companyDomain,
      });
      applyBrandTheme(config);
      setStoredAppConfig(config.appConfig);
      setState({ status: 'ready', config });
    } catch (error) {
      setState({
        status: 'error',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }, [setState, setStoredAppConfig]);

  useEffect(() => {
    if (state.status === 'loading') void load();
    // Only the first mount starts the load; retries call load directly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { state, retry: load };
}
