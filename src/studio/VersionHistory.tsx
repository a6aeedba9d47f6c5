import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../shared/contract';
import { toApiCallError } from '../api/errors';
import { MigrateUsers } from './MigrateUsers';
import { useMayDo } from './operatorRole';
import type { ConfigFileTexts } from './draft/configFiles';
import type { ConfigVersion, ListedConfigVersion, StudioApi } from './studioApi';
import { VersionCompare } from './VersionCompare';

export type HistoryState =
  | { status: 'loading' }
  | { status: 'error'; message: Message }
  | { status: 'ready'; liveVersionId: string | null; versions: ListedConfigVersion[] };

/**
 * The brand's versions, newest first, the live one marked: any two of them (or one and the draft)
 * compared, and rolling back to a version after confirming.
 */
export function VersionHistory({
  api,
  history,
  base,
  draft,
  onRolledBack,
}: {
  api: StudioApi;
  history: HistoryState;
  /** The version the draft is based on, with its files. */
  base: { versionId: string; files: ConfigFileTexts };
  draft: ConfigFileTexts;
  onRolledBack: (version: ConfigVersion) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [confirming, setConfirming] = useState<string | null>(null);
  const mayRollBack = useMayDo('rollBack');
  const mayMoveUsers = useMayDo('moveUsers');
  const [rollback, setRollback] = useState<{ busy: boolean; error: Message | null }>({
    busy: false,
    error: null,
  });

  const rollBack = async (version: ConfigVersion) => {
    setRollback({ busy: true, error: null });
    try {
      await api.rollBack(version.id);
      setConfirming(null);
      setRollback({ busy: false, error: null });
      onRolledBack(version);
    } catch (error) {
      setRollback({ busy: false, error: toApiCallError(error).messageRef });
    }
  };

  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  return (
    <section
      className="studio-history"
      aria-labelledby={id}
      aria-busy={history.status === 'loading'}
    >
      <h3 id={id}>{t('studio.history.title')}</h3>
      {history.status === 'loading' && <p>{t('studio.loading')}</p>}
      {history.status === 'error' && (
        <p role="alert" className="studio-alert">
          {t(history.message.id, history.message.params)}
        </p>
      )}
      {history.status === 'ready' && (
        <VersionCompare
          api={api}
          versions={history.versions}
          liveVersionId={history.liveVersionId}
          base={base}
          draft={draft}
        />
      )}
      {history.status === 'ready' && (
        <ol className="studio-versions">
          {history.versions.map((version) => {
            const live = version.id === history.liveVersionId;
            return (
              <li key={version.id} className="studio-version" data-version={version.number}>
                <p className="studio-version__title">
                  <strong>{t('studio.history.version', { number: version.number })}</strong>
                  {live && (
                    <span className="studio-badge studio-badge--live">
                      {t('studio.history.live')}
                    </span>
                  )}
                </p>
                <p className="studio-muted">
                  {t('studio.history.published', {
                    by: version.publisher,
                    when: when(version.publishedAt),
                  })}
                </p>
                <p>{version.note || t('studio.history.noNote')}</p>
                <div className="studio-version__actions">
                  {!live && mayRollBack && confirming !== version.id && (
                    <button
                      type="button"
                      className="button button--link"
                      onClick={() => setConfirming(version.id)}
                    >
                      {t('studio.history.rollBack', { number: version.number })}
                    </button>
                  )}
                </div>
                {confirming === version.id && (
                  <div
                    className="studio-confirm"
                    role="group"
                    aria-label={t('studio.history.confirmLabel')}
                  >
                    <p>{t('studio.history.confirm', { number: version.number })}</p>
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={rollback.busy}
                      onClick={() => void rollBack(version)}
                    >
                      {t('studio.history.confirmYes', { number: version.number })}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => setConfirming(null)}
                    >
                      {t('studio.history.confirmNo')}
                    </button>
                    {rollback.error && (
                      <p role="alert" className="studio-alert">
                        {t(rollback.error.id, rollback.error.params)}
                      </p>
                    )}
                  </div>
                )}
                {live && mayMoveUsers && history.versions.length > 1 && (
                  <MigrateUsers api={api} version={version} />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
