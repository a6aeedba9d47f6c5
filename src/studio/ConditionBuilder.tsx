import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Condition } from '../../shared/flow/types';
import { newClause } from './draft/clauseEdits';
import type { OfferedAnswer } from './draft/conditionAnswers';
import type { ConditionClause } from './draft/conditionClauses';
import { editableClauses, whenOf } from './draft/conditionRules';
import { ConditionRuleRow } from './ConditionRuleRow';

/**
 * A step's `when` as rules that must all hold: each an answer of an earlier step, a test and its
 * value(s). A `when` the rules cannot say exactly is shown as its JSON and never rewritten here.
 */
export function ConditionBuilder({
  step,
  when,
  answers,
  onWhen,
  onEditJson,
}: {
  step: string;
  when: Condition | undefined;
  /** The answers the steps before this one ask. */
  answers: readonly OfferedAnswer[];
  /** The new `when`; undefined: the step is always shown. */
  onWhen: (when: Condition | undefined) => void;
  onEditJson: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // The control to focus once the draft has the change (a new rule's answer, or "Add a rule").
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const clauses = when ? editableClauses(when) : [];
  if (!clauses)
    return (
      <div className="studio-condition">
        <p>{t('studio.condition.unreadable')}</p>
        <pre className="studio-condition__json" dir="ltr">
          <code>{JSON.stringify(when, null, 2)}</code>
        </pre>
        <button type="button" className="button button--link" onClick={onEditJson}>
          {t('studio.steps.editInFlow')}
        </button>
      </div>
    );

  const write = (next: ConditionClause[], focus?: string) => {
    focusNext.current = focus ?? null;
    onWhen(whenOf(next));
  };
  const added = newClause(answers, clauses);
  const addId = `${id}-add`;
  return (
    <fieldset className="studio-condition">
      <legend>
        {clauses.length > 0
          ? t('studio.condition.allOf', { step })
          : t('studio.condition.always', { step })}
      </legend>
      {clauses.length > 0 && (
        <ol className="studio-condition__rules">
          {clauses.map((clause, index) => (
            <ConditionRuleRow
              key={index}
              id={`${id}-${index}`}
              number={index + 1}
              clause={clause}
              answers={answers}
              takenFields={clauses.map((c) => c.field)}
              onChange={(changed) => write(clauses.map((c, i) => (i === index ? changed : c)))}
              onRemove={() =>
                write(
                  clauses.filter((_, i) => i !== index),
                  addId,
                )
              }
            />
          ))}
        </ol>
      )}
      {answers.length === 0 && (
        <p className="studio-muted">{t('studio.condition.noAnswers', { step })}</p>
      )}
      <div className="studio-step__actions">
        {added && (
          <button
            type="button"
            id={addId}
            className="button button--secondary"
            onClick={() => write([...clauses, added], `${id}-${clauses.length}-answer`)}
          >
            {t('studio.condition.add')}
          </button>
        )}
        {clauses.length > 0 && (
          <button type="button" className="button button--link" onClick={() => write([], addId)}>
            {t('studio.condition.alwaysShow', { step })}
          </button>
        )}
      </div>
    </fieldset>
  );
}
