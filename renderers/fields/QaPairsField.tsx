import type { FieldProps } from '@rjsf/utils';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAddPair, samePairs, type QaPair } from './qaPairs';
import './QaPairsField.css';
import { wizardContextOf } from '../context/wizardContext';

type Status = 'hidden' | 'loading' | 'success';

/** Whether an error schema node holds an error anywhere below it (a pair's errors sit on its parts). */
function hasErrors(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  return Object.entries(node).some(([key, child]) =>
    key === '__errors' ? Array.isArray(child) && child.length > 0 : hasErrors(child),
  );
}

/**
 * Custom questions, one pair at a time with previous/next arrows and an add button. The status
 * says 'success' while the pairs are the saved ones, 'loading' while they are being saved, and
 * nothing once edited.
 */
export default function QaPairsField({
  formData,
  onChange,
  fieldPathId,
  errorSchema,
  rawErrors,
  disabled,
  readonly,
  uiSchema,
  schema,
  registry,
}: FieldProps<QaPair[] | undefined>) {
  const { t } = useTranslation();
  const pairs: QaPair[] = Array.isArray(formData) && formData.length > 0 ? formData : [{}];
  const [index, setIndex] = useState(0);
  const [addError, setAddError] = useState(false);
  const baseId = fieldPathId.$id;
  const positionId = useId();
  const current = Math.min(index, pairs.length - 1);
  const pair = pairs[current] ?? {};
  const inactive = Boolean(disabled || readonly);
  const saved = wizardContextOf(registry).userData?.customQuestions ?? [];
  const status: Status = disabled
    ? 'loading'
    : saved.length > 0 && samePairs(formData ?? [], saved)
      ? 'success'
      : 'hidden';

  const pairInvalid = hasErrors((errorSchema as Record<number, unknown> | undefined)?.[current]);
  const fieldInvalid = (rawErrors?.length ?? 0) > 0;

  const update = (part: 'questionTitle' | 'questionValue', text: string) => {
    setAddError(false);
    const next = pairs.map((p, i) => (i === current ? { ...p, [part]: text } : p));
    onChange(next, fieldPathId.path);
  };

  const add = () => {
    if (!canAddPair(pairs)) {
      setAddError(true);
      return;
    }
    setAddError(false);
    onChange([...pairs, { questionTitle: '', questionValue: '' }], fieldPathId.path);
    setIndex(pairs.length);
  };

  const label = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? '';
  const itemUi = (uiSchema?.items ?? {}) as Record<string, { 'ui:title'?: string }>;
  const questionLabel = itemUi.questionTitle?.['ui:title'] ?? t('widgets.qaPairs.fields.question');
  const answerLabel = itemUi.questionValue?.['ui:title'] ?? t('widgets.qaPairs.fields.answer');
  const errorIds = `${baseId}__error`;

  return (
    <fieldset
      className={`qa-pairs${fieldInvalid ? ' qa-pairs--invalid' : ''}`}
      aria-describedby={`${positionId} ${errorIds}`}
    >
      <legend className="qa-pairs__legend">{label}</legend>
      <div className="qa-pairs__nav">
        <button
          type="button"
          className="qa-pairs__arrow"
          aria-label={t('widgets.qaPairs.previousPair')}
          disabled={current === 0}
          onClick={() => setIndex(current - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <span id={positionId} className="qa-pairs__position" aria-live="polite">
          {t('widgets.qaPairs.position', { current: current + 1, total: pairs.length })}
        </span>
        <button
          type="button"
          className="qa-pairs__arrow"
          aria-label={t('widgets.qaPairs.nextPair')}
          disabled={current >= pairs.length - 1}
          onClick={() => setIndex(current + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="form-group">
        <label className="control-label" htmlFor={`${baseId}-question`}>
          {questionLabel}
        </label>
        <input
          id={`${baseId}-question`}
          type="text"
          className="form-control"
          value={pair.questionTitle ?? ''}
          disabled={inactive}
          aria-invalid={pairInvalid && !pair.questionTitle?.trim() ? true : undefined}
          aria-describedby={`${positionId} ${errorIds}`}
          onChange={(event) => update('questionTitle', event.target.value)}
        />
      </div>
      <div className="form-group">
        <label className="control-label" htmlFor={`${baseId}-answer`}>
          {answerLabel}
        </label>
        <textarea
          id={`${baseId}-answer`}
          className="form-control"
          value={pair.questionValue ?? ''}
          disabled={inactive}
          aria-invalid={pairInvalid && !pair.questionValue?.trim() ? true : undefined}
          aria-describedby={`${positionId} ${errorIds}`}
          onChange={(event) => update('questionValue', event.target.value)}
        />
      </div>
      {pairInvalid && (
        <p className="field-error" role="alert">
          {t('validation.trainBot.incomplete')}
        </p>
      )}
      <div className="qa-pairs__footer">
        <button
          type="button"
          className="button button--secondary qa-pairs__add"
          disabled={inactive}
          onClick={add}
        >
          <span aria-hidden="true">+</span> {t('widgets.qaPairs.addPair')}
        </button>
        <span className={`qa-pairs__status qa-pairs__status--${status}`} role="status">
          {status === 'loading' && (
            <>
              <span className="spinner" aria-hidden="true" />
              {t('widgets.qaPairs.status.loading')}
            </>
          )}
          {status === 'success' && (
            <>
              <span className="qa-pairs__check" aria-hidden="true">
                ✓
              </span>
              {t('widgets.qaPairs.status.success')}
            </>
          )}
        </span>
      </div>
      <div role="alert" className="qa-pairs__add-error">
        {addError && <p className="field-error">{t('validation.trainBot.fillAll')}</p>}
      </div>
    </fieldset>
  );
}
