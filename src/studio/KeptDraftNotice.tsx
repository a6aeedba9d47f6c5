import { useTranslation } from 'react-i18next';
import { downloadKeptDraft } from './downloadKeptDraft';
import type { KeptOutcome } from './useKeptDraft';

/** What became of the changes kept from before the page loaded, with what the operator can do. */
export function KeptDraftNotice({
  outcome,
  onDiscard,
  onDismiss,
}: {
  outcome: KeptOutcome;
  onDiscard: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  if (!outcome) return null;
  return (
    <div className="studio-kept" role="status">
      {outcome.status === 'restored' && (
        <>
          <p>{t('studio.kept.restored')}</p>
          <button type="button" className="button button--secondary" onClick={onDiscard}>
            {t('studio.kept.discard')}
          </button>
        </>
      )}
      {outcome.status === 'stale' && (
        <>
          <p>{t('studio.kept.stale')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => downloadKeptDraft(outcome.kept)}
          >
            {t('studio.kept.download')}
          </button>
        </>
      )}
      <button type="button" className="button button--link" onClick={onDismiss}>
        {t('studio.kept.dismiss')}
      </button>
    </div>
  );
}
