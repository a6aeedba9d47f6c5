import { useAtomValue } from 'jotai';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { initialConfigAtom } from '../../src/state/config';
import { botCheckSettings, type BotCheckSettings } from './settings';

const BotCheckContext = createContext<BotCheckSettings | null>(null);

function useConfiguredSettings(): BotCheckSettings {
  const state = useAtomValue(initialConfigAtom);
  const config = state.status === 'ready' ? state.config : undefined;
  return useMemo(() => botCheckSettings(config), [config]);
}

/** The auth shell's bot-check provider; key it by the site key so a new key starts afresh. */
export function BotCheckProvider({ children }: { children: ReactNode }) {
  const settings = useConfiguredSettings();
  return <BotCheckContext.Provider value={settings}>{children}</BotCheckContext.Provider>;
}

/** The provider's settings, or (outside the auth shell, on the subdomain step) the config's own. */
export function useBotCheckSettings(): BotCheckSettings {
  const provided = useContext(BotCheckContext);
  const configured = useConfiguredSettings();
  return provided ?? configured;
}
