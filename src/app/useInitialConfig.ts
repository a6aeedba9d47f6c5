import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { fetchInitialConfig } from '../api/config';
import { brandLanguagesOf } from './brandLanguages';
import { setBrandVariables, setPriceCurrency, startLanguage } from '../i18n';
import { initialConfigAtom } from '../state/config';
import { storedAppConfigAtom } from '../state/session';
import { applyBrandTheme } from './theme';

/** Loads the initial config once, with the brand's copy and theme, and offers a retry on failure. */
export function useInitialConfig() {
  const [state, setState] = useAtom(initialConfigAtom);
  const setStoredAppConfig = useSetAtom(storedAppConfigAtom);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const config = await fetchInitialConfig();
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
