import { useTranslation } from 'react-i18next';
import { valuesOf, withAnswer, withTest, withValues } from './draft/clauseEdits';
import type { OfferedAnswer } from './draft/conditionAnswers';
import type { ConditionClause, ConditionTest } from './draft/conditionClauses';
import { ConditionValues } from './ConditionValues';

const TESTS: readonly ConditionTest[] = ['is', 'isNot', 'oneOf', 'notOneOf', 'answered'];

/**
 * One rule of a step's condition: the answer it tests, the test, and the value(s). Ids start with
 * `id`: the answer's select is `id`-answer.
 */
export function ConditionRuleRow({
  id,
  number,
  clause,
  answers,
  takenFields,
  onChange,
  onRemove,
}: {
  id: string;
  number: number;
  clause: ConditionClause;
  answers: readonly OfferedAnswer[];
  /** Answers other rules test: a condition tests each answer once. */
  takenFields: readonly string[];
  onChange: (clause: ConditionClause) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  // An answer no step before this one asks (the flow changed since) stays, typed in.
  const answer = answers.find((a) => a.field === clause.field) ?? {
    field: clause.field,
    step: '',
    input: valuesOf(clause).some((v) => typeof v === 'number')
      ? ({ kind: 'number', integer: false } as const)
      : ({ kind: 'text' } as const),
  };
  return (
    <li className="studio-condition__rule">
      <fieldset>
        <legend>
          {t(number === 1 ? 'studio.condition.rule' : 'studio.condition.andRule', { number })}
        </legend>
        <label htmlFor={`${id}-answer`}>{t('studio.condition.answer')}</label>
        <select
          id={`${id}-answer`}
          value={clause.field}
          onChange={(e) =>
            onChange(
              withAnswer(
                clause,
                answers.find((a) => a.field === e.target.value)!,
              ),
            )
          }
        >
          {!answers.includes(answer) && <option value={answer.field}>{answer.field}</option>}
          {answers.map((a) => (
            <option
              key={a.field}
              value={a.field}
              disabled={a.field !== clause.field && takenFields.includes(a.field)}
            >
              {a.label || t('studio.condition.answerOption', { field: a.field, step: a.step })}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-test`}>{t('studio.condition.test')}</label>
        <select
          id={`${id}-test`}
          value={clause.test}
          onChange={(e) =>
            onChange(withTest(clause, e.target.value as ConditionTest, answer.input))
          }
        >
          {TESTS.map((test) => (
            <option key={test} value={test}>
              {t(`studio.condition.tests.${test}`)}
            </option>
          ))}
        </select>
        {clause.test !== 'answered' && (
          <ConditionValues
            key={clause.field}
            id={`${id}-value`}
            input={answer.input}
            values={valuesOf(clause)}
            list={clause.test === 'oneOf' || clause.test === 'notOneOf'}
            onChange={(values) => onChange(withValues(clause, values))}
          />
        )}
        <button type="button" className="button button--link" onClick={onRemove}>
          {t('studio.condition.remove', { number })}
        </button>
      </fieldset>
    </li>
  );
}
