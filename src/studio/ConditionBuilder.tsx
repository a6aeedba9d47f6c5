import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Condition } from '../../shared/flow/types';
import { newClause } from './draft/clauseEdits';
import type { OfferedAnswer } from './draft/conditionAnswers';
import type { ConditionClause } from './draft/conditionClauses';
import { editableClauses, whenOf } from './draft/conditionRules';
import { ConditionRuleRow } from './ConditionRuleRow';

/**
 * When a step (or a field) is shown, as rules that must all hold: each an answer, a test and its
 * value(s). A condition the rules cannot say exactly is shown as its JSON and never rewritten here.
 */
export function ConditionBuilder({
  subject,
  when,
  answers,
  noAnswers,
  onWhen,
  onEditJson,
}: {
  /** What is shown or not: the step's or the field's name, as the texts say it. */
  subject: string;
  when: Condition | undefined;
  /** The answers a rule may test: those the steps before the step ask, or the step's other fields. */
  answers: readonly OfferedAnswer[];
  /** What to say when there is none; by default, that no step before the step asks one. */
  noAnswers?: string;
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
          ? t('studio.condition.allOf', { step: subject })
          : t('studio.condition.always', { step: subject })}
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
        <p className="studio-muted">
          {noAnswers ?? t('studio.condition.noAnswers', { step: subject })}
        </p>
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
            {t('studio.condition.alwaysShow', { step: subject })}
          </button>
        )}
      </div>
    </fieldset>
  );
}
