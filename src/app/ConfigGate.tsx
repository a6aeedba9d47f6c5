import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../renderers/ui/LoadingIndicator';
import { useInitialConfig } from './useInitialConfig';

/** Nothing below renders until the initial configuration has arrived. */
export function ConfigGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { state, retry } = useInitialConfig();
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') {
    return (
      <div className="config-error" role="alert">
        <p>{t('app.configError')}</p>
        <p className="config-error__detail">{state.message}</p>
        <button type="button" className="button button--primary" onClick={() => void retry()}>
          {t('app.retry')}
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
