import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { InitialConfig } from '../../../shared/contract';
import { botCheckSettings, type BotCheckSettings } from '../../../renderers/botCheck/settings';
import type { AuthFormContext } from '../../../renderers/context/wizardContext';
import { readApiBase } from '../../api/apiBase';
import { initialConfigAtom } from '../../state/config';

/** The bot check the initial config chose, with the API's challenge address. */
export function configuredBotCheckSettings(config: InitialConfig | undefined): BotCheckSettings {
  return botCheckSettings(config, readApiBase());
}

/** The initial config once it has loaded. */
export function useReadyConfig(): InitialConfig | undefined {
  const state = useAtomValue(initialConfigAtom);
  return state.status === 'ready' ? state.config : undefined;
}

/**
 * What every form's widgets may read: the parts of the initial config they show. The sign-up and
 * login forms need no more, so this stays apart from the wizard's context and its API calls.
 */
export function useAuthFormContext(errorsHidden: boolean): AuthFormContext {
  const config = useReadyConfig();
  const botCheck = useMemo(() => configuredBotCheckSettings(config), [config]);
  return { errorsHidden, tenantDomainSuffix: config?.tenantDomainSuffix ?? '', botCheck };
}
