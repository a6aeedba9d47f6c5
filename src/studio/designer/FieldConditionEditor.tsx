import { useTranslation } from 'react-i18next';
import type { Condition } from '../../../shared/flow/types';
import { ConditionBuilder } from '../ConditionBuilder';
import type { OfferedAnswer } from '../draft/conditionAnswers';
import type { JsonObject } from '../draft/configFiles';
import { fieldConditionOf } from './fieldConditions';

/**
 * When field `name` is shown: always, or only when rules on the step's other answers hold. A field
 * shown on conditions the rules cannot write (several branches, an `else`, a shared `then`) is
 * left to the JSON view.
 */
export function FieldConditionEditor({
  step,
  answers: stepAnswers,
  name,
  label,
  onWhen,
  onEditJson,
}: {
  step: JsonObject;
  /** The answers the step asks, named as its form names them (labelledAnswers). */
  answers: readonly OfferedAnswer[];
  name: string;
  label: string;
  onWhen: (when: Condition | undefined) => void;
  onEditJson: () => void;
}) {
  const { t } = useTranslation();
  const condition = fieldConditionOf(step, name);
  const summary = t('studio.designer.condition.summary', { field: label });
  if (condition.kind === 'json')
    return (
      <section className="designer-condition" aria-label={summary}>
        <h5>{summary}</h5>
        <p>{t('studio.designer.condition.json')}</p>
        <button type="button" className="button button--link" onClick={onEditJson}>
          {t('studio.designer.condition.editJson')}
        </button>
      </section>
    );
  const answers = stepAnswers.filter((answer) => answer.field.split('.')[0] !== name);
  return (
    <details className="designer-condition" open={condition.kind === 'when'}>
      <summary>{summary}</summary>
      <ConditionBuilder
        subject={label}
        when={condition.kind === 'when' ? condition.when : undefined}
        answers={answers}
        noAnswers={t('studio.designer.condition.noAnswers')}
        onWhen={onWhen}
        onEditJson={onEditJson}
      />
    </details>
  );
}
