import { useAtomValue } from 'jotai';
import type { InitialConfig } from '../../../shared/contract';
import type { AuthFormContext } from '../../../renderers/context/wizardContext';
import { initialConfigAtom } from '../../state/config';

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
  return { errorsHidden, tenantDomainSuffix: config?.tenantDomainSuffix ?? '' };
}
