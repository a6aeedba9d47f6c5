import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../shared/contract';
import { toApiCallError } from '../api/errors';
import { AlertRegion } from './AlertRegion';
import { ConfirmAction } from './ConfirmAction';
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
  const title = useRef<HTMLHeadingElement>(null);
  const mayRollBack = useMayDo('rollBack');
  const mayMoveUsers = useMayDo('moveUsers');
  const [refusal, setRefusal] = useState<{ versionId: string; message: Message } | null>(null);

  const rollBack = async (version: ConfigVersion) => {
    setRefusal(null);
    try {
      await api.rollBack(version.id);
    } catch (error) {
      setRefusal({ versionId: version.id, message: toApiCallError(error).messageRef });
      return false;
    }
    // The version goes live and its button with it: the focus goes to the history's title.
    title.current?.focus();
    onRolledBack(version);
    return true;
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
      <h3 id={id} ref={title} tabIndex={-1}>
        {t('studio.history.title')}
      </h3>
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
                {!live && mayRollBack && (
                  <>
                    <ConfirmAction
                      action={t('studio.history.rollBack', { number: version.number })}
                      label={t('studio.history.confirmLabel')}
                      question={t('studio.history.confirm', { number: version.number })}
                      yes={t('studio.history.confirmYes', { number: version.number })}
                      no={t('studio.history.confirmNo')}
                      onConfirm={() => rollBack(version)}
                    />
                    <AlertRegion
                      message={refusal?.versionId === version.id ? refusal.message : null}
                    />
                  </>
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
