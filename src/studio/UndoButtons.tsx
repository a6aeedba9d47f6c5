import { useTranslation } from 'react-i18next';

/**
 * Undo and Redo of the whole draft. One that cannot act says so (aria-disabled) but keeps its
 * focus, so pressing it until the history ends does not drop the keyboard user on the page.
 */
export function UndoButtons({
  canUndo,
  canRedo,
  onUndo,
  onRedo,
}: {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="studio-undo" role="group" aria-label={t('studio.undo.group')}>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={!canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
        onClick={() => canUndo && onUndo()}
      >
        {t('studio.undo.undo')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        onClick={() => canRedo && onRedo()}
      >
        {t('studio.undo.redo')}
      </button>
    </div>
  );
}
