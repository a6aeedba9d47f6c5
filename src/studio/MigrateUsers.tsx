import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../shared/contract';
import { toApiCallError } from '../api/errors';
import type { ConfigVersion, StudioApi } from './studioApi';

type MigrateState =
  | { status: 'idle' }
  | { status: 'confirming' }
  | { status: 'busy' }
  | { status: 'done'; moved: number; finished: number }
  | { status: 'error'; message: Message };

/**
 * Moves the users still in the wizard on older versions to the live one, after confirming: the
 * server puts each on a step the live flow has.
 */
export function MigrateUsers({ api, version }: { api: StudioApi; version: ConfigVersion }) {
  const { t } = useTranslation();
  const [state, setState] = useState<MigrateState>({ status: 'idle' });

  const migrate = async () => {
    setState({ status: 'busy' });
    try {
      const result = await api.migrate(version.id);
      const moved = Object.values(result.moved).reduce((sum, count) => sum + count, 0);
      setState({ status: 'done', moved, finished: result.finished });
    } catch (error) {
      setState({ status: 'error', message: toApiCallError(error).messageRef });
    }
  };

  if (state.status === 'idle' || state.status === 'done' || state.status === 'error')
    return (
      <div className="studio-migrate">
        <button
          type="button"
          className="button button--link"
          onClick={() => setState({ status: 'confirming' })}
        >
          {t('studio.migrate.action', { number: version.number })}
        </button>
        {state.status === 'done' && (
          <p role="status">
            {t('studio.migrate.done', { count: state.moved, finished: state.finished })}
          </p>
        )}
        {state.status === 'error' && (
          <p role="alert" className="studio-alert">
            {t(state.message.id, state.message.params)}
          </p>
        )}
      </div>
    );
  return (
    <div className="studio-confirm" role="group" aria-label={t('studio.migrate.confirmLabel')}>
      <p>{t('studio.migrate.confirm', { number: version.number })}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={state.status === 'busy'}
        onClick={() => void migrate()}
      >
        {t('studio.migrate.confirmYes')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={state.status === 'busy'}
        onClick={() => setState({ status: 'idle' })}
      >
        {t('studio.history.confirmNo')}
      </button>
    </div>
  );
}
