import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../shared/contract';
import { toApiCallError } from '../api/errors';
import { AlertRegion } from './AlertRegion';
import { ConfirmAction } from './ConfirmAction';
import type { ConfigVersion, StudioApi } from './studioApi';

type Outcome =
  { status: 'done'; moved: number; finished: number } | { status: 'error'; message: Message };

/**
 * Moves the users still in the wizard on older versions to the live one, after confirming: the
 * server puts each on a step the live flow has. The button stays, so the focus goes back to it.
 */
export function MigrateUsers({ api, version }: { api: StudioApi; version: ConfigVersion }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const migrate = async () => {
    setOutcome(null);
    try {
      const result = await api.migrate(version.id);
      const moved = Object.values(result.moved).reduce((sum, count) => sum + count, 0);
      setOutcome({ status: 'done', moved, finished: result.finished });
    } catch (error) {
      setOutcome({ status: 'error', message: toApiCallError(error).messageRef });
    }
    return false;
  };

  return (
    <div className="studio-migrate">
      <ConfirmAction
        action={t('studio.migrate.action', { number: version.number })}
        label={t('studio.migrate.confirmLabel')}
        question={t('studio.migrate.confirm', { number: version.number })}
        yes={t('studio.migrate.confirmYes')}
        no={t('studio.history.confirmNo')}
        onConfirm={migrate}
      />
      {/* Both regions are there before the answer, so a screen reader says it. */}
      <div role="status">
        {outcome?.status === 'done' && (
          <p>{t('studio.migrate.done', { count: outcome.moved, finished: outcome.finished })}</p>
        )}
      </div>
      <AlertRegion message={outcome?.status === 'error' ? outcome.message : null} />
    </div>
  );
}
