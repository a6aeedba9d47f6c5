import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Condition } from '../../shared/flow/types';
import { useSortableRow } from '../../renderers/ui/sortable';
import { ConditionBuilder } from './ConditionBuilder';
import { ConditionText } from './ConditionText';
import type { OfferedAnswer } from './draft/conditionAnswers';
import type { StepRow } from './draft/flowSteps';

/**
 * One step of the flow: what it shows, when (and a builder for that), for whom it is hidden, where
 * its progress bar would go back, and its drag handle.
 */
export function StepListRow({
  row,
  index,
  flowFile,
  categories,
  answers,
  onHide,
  onWhen,
  onOpen,
  readOnly,
}: {
  row: StepRow;
  index: number;
  flowFile: string;
  categories: string[];
  /** The answers the steps before this one ask, which its condition can test. */
  answers: readonly OfferedAnswer[];
  onHide: (stepName: string, categories: string[]) => void;
  onWhen: (stepName: string, when: Condition | undefined) => void;
  onOpen: (path: string, pointer: string) => void;
  /** A viewer's: the step shows, with no handle to move it and no condition or hiding to change. */
  readOnly: boolean;
}) {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { type: 'unit' });
  const id = useId();
  const { rowRef, rowStyle, isDragging, handleProps } = useSortableRow(row.name);
  const panels = [
    row.poster && t('studio.steps.poster'),
    row.sidePanel && t('studio.steps.sidePanel'),
    row.paymentPanel && t('studio.steps.paymentPanel'),
  ].filter((panel): panel is string => Boolean(panel));
  const toggle = (category: string, hidden: boolean) =>
    onHide(
      row.name,
      hidden
        ? [...row.hiddenForCategories, category]
        : row.hiddenForCategories.filter((c) => c !== category),
    );

  return (
    <li
      ref={rowRef}
      className={`studio-step${isDragging ? ' studio-step--dragging' : ''}`}
      style={rowStyle}
      aria-labelledby={`${id}-name`}
    >
      {!readOnly && (
        <button
          type="button"
          className="studio-step__handle"
          aria-label={t('studio.steps.moveHandle', { step: row.name })}
          {...handleProps}
        >
          <span aria-hidden="true">⋮⋮</span>
        </button>
      )}
      <div className="studio-step__body">
        <p className="studio-step__title">
          <span id={`${id}-name`} className="studio-step__name">
            {row.name}
          </span>
          <span className="studio-badge">
            {t('studio.steps.progress', { percent: row.progress })}
          </span>
          {row.hiddenForAll && (
            <span className="studio-badge studio-badge--warn">
              {t('studio.steps.hiddenForAll')}
            </span>
          )}
        </p>
        {row.progressDrop && (
          <p className="studio-warning">
            {t('studio.steps.progressDrop', {
              from: row.progressDrop.fromProgress,
              step: row.progressDrop.fromStep,
              to: row.progress,
            })}
          </p>
        )}
        <dl className="studio-step__facts">
          <dt>{t('studio.steps.when')}</dt>
          <dd>{row.when ? <ConditionText when={row.when} /> : t('studio.steps.whenAlways')}</dd>
          <dt>{t('studio.steps.panels')}</dt>
          <dd>{panels.length > 0 ? list.format(panels) : t('studio.steps.noPanels')}</dd>
          <dt>{t('studio.steps.hiddenFor')}</dt>
          <dd>
            {row.hiddenForCategories.length > 0
              ? list.format(row.hiddenForCategories)
              : t('studio.steps.hiddenForNone')}
          </dd>
        </dl>
        <div className="studio-step__actions">
          <button
            type="button"
            className="button button--link"
            onClick={() => onOpen(`schemas/steps/${row.schema}`, '')}
          >
            {t('studio.steps.editSchema')}
          </button>
          <button
            type="button"
            className="button button--link"
            onClick={() => onOpen(flowFile, `/steps/${index}`)}
          >
            {t('studio.steps.editInFlow')}
          </button>
        </div>
        {!readOnly && (
          <details className="studio-step__condition">
            <summary>{t('studio.condition.summary', { step: row.name })}</summary>
            <ConditionBuilder
              subject={row.name}
              when={row.when}
              answers={answers}
              onWhen={(when) => onWhen(row.name, when)}
              onEditJson={() => onOpen(flowFile, `/steps/${index}/when`)}
            />
          </details>
        )}
        {!readOnly && categories.length > 0 && (
          <details className="studio-step__hide">
            <summary>{t('studio.steps.hideForCategories', { step: row.name })}</summary>
            <fieldset>
              <legend className="visually-hidden">
                {t('studio.steps.hideForCategories', { step: row.name })}
              </legend>
              {categories.map((category) => (
                <label key={category} className="studio-check">
                  <input
                    type="checkbox"
                    checked={row.hiddenForCategories.includes(category)}
                    onChange={(e) => toggle(category, e.target.checked)}
                  />
                  {category}
                </label>
              ))}
            </fieldset>
          </details>
        )}
      </div>
    </li>
  );
}
