import { createContext, useContext, type ReactNode } from 'react';
import { BOT_CHECK_OFF, type BotCheckSettings } from './settings';

const BotCheckContext = createContext<BotCheckSettings | null>(null);

/** The auth shell's bot-check provider; key it by the site key so a new key starts afresh. */
export function BotCheckProvider({
  settings,
  children,
}: {
  settings: BotCheckSettings;
  children: ReactNode;
}) {
  return <BotCheckContext.Provider value={settings}>{children}</BotCheckContext.Provider>;
}

/** The settings given (by a widget, from its wizard context), else the provider's, else none. */
export function useBotCheckSettings(given?: BotCheckSettings): BotCheckSettings {
  const provided = useContext(BotCheckContext);
  return given ?? provided ?? BOT_CHECK_OFF;
}
