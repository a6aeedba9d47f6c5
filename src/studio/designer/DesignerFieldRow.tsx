import { useSortableRow } from '../../../renderers/ui/sortable';
import { useTranslation } from 'react-i18next';
import { ConditionText } from '../ConditionText';
import type { OfferedAnswer } from '../draft/conditionAnswers';
import type { FieldRow } from './stepFields';

/** One field of the step in the designer's list: its handle, what it asks, and its actions. */
export function DesignerFieldRow({
  row,
  answers,
  selected,
  onSelect,
  onRemove,
}: {
  row: FieldRow;
  /** The step's answers, named as the form names them, for its condition in words. */
  answers: readonly OfferedAnswer[];
  selected: boolean;
  onSelect: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { rowRef, rowStyle, isDragging, handleProps } = useSortableRow(row.name);
  const name = row.label || row.name;
  return (
    <li
      ref={rowRef}
      className={`designer-field${selected ? ' designer-field--selected' : ''}${isDragging ? ' studio-step--dragging' : ''}`}
      style={rowStyle}
    >
      <button
        type="button"
        className="studio-step__handle"
        aria-label={t('studio.designer.moveHandle', { field: name })}
        {...handleProps}
      >
        <span aria-hidden="true">⋮⋮</span>
      </button>
      <div className="designer-field__body">
        <button
          type="button"
          className="designer-field__name"
          dir="auto"
          aria-pressed={selected}
          onClick={onSelect}
        >
          {name}
        </button>
        <span className="studio-muted">
          {row.kind ? t(`studio.designer.kinds.${row.kind}`) : t('studio.designer.jsonOnly')}
        </span>
        {row.condition.kind === 'when' && (
          <span className="designer-field__condition">
            {t('studio.designer.condition.shownWhen')}{' '}
            <ConditionText when={row.condition.when} answers={answers} />
          </span>
        )}
        {row.condition.kind === 'json' && (
          <span className="designer-field__condition">
            {t('studio.designer.condition.shownOnJson')}
          </span>
        )}
      </div>
      <button
        type="button"
        className="button button--link"
        onClick={onRemove}
        aria-label={t('studio.designer.remove', { field: name })}
      >
        {t('studio.designer.removeShort')}
      </button>
    </li>
  );
}
