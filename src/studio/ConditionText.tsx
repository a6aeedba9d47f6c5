import { useTranslation } from 'react-i18next';
import type { Condition } from '../../shared/flow/types';
import type { OfferedAnswer } from './draft/conditionAnswers';
import { conditionClauses, type ConditionClause } from './draft/conditionClauses';
import { sameJson } from './draft/typedValues';

/**
 * A step's or a field's condition in words ("businessCategory.name is one of …", "… is not …", one
 * line per test, all of which must hold), else as its JSON. With `answers` that name them (the
 * designer's), an answer reads as its label and a value as its option's name.
 */
export function ConditionText({
  when,
  answers = [],
}: {
  when: Condition;
  answers?: readonly OfferedAnswer[];
}) {
  const { t, i18n } = useTranslation();
  const clauses = conditionClauses(when);
  if (!clauses) return <code dir="ltr">{JSON.stringify(when)}</code>;
  const either = new Intl.ListFormat(i18n.language, { type: 'disjunction' });
  const answerOf = (clause: ConditionClause) => answers.find((a) => a.field === clause.field);
  const text = (clause: ConditionClause) => {
    const input = answerOf(clause)?.input;
    const quoted = (value: unknown) => {
      const index =
        input?.kind === 'choice' ? input.values.findIndex((v) => sameJson(v, value)) : -1;
      const label = input?.kind === 'choice' ? input.labels?.[index] : undefined;
      return JSON.stringify(label || value);
    };
    switch (clause.test) {
      case 'oneOf':
        return t('studio.steps.whenOneOf', { values: either.format(clause.values.map(quoted)) });
      case 'notOneOf':
        return t('studio.steps.whenNotOneOf', {
          values: either.format(clause.values.map(quoted)),
        });
      case 'is':
        return t('studio.steps.whenIs', { value: quoted(clause.value) });
      case 'isNot':
        return t('studio.steps.whenIsNot', { value: quoted(clause.value) });
      case 'answered':
        return t('studio.steps.whenAnswered');
    }
  };
  const line = (clause: ConditionClause) => {
    const label = answerOf(clause)?.label;
    return (
      <>
        {label ? <span dir="auto">{label}</span> : <code dir="ltr">{clause.field}</code>}{' '}
        {text(clause)}
      </>
    );
  };
  if (clauses.length === 1) return line(clauses[0]!);
  return (
    <ul className="studio-step__conditions">
      {clauses.map((clause) => (
        <li key={`${clause.field}:${clause.test}`}>{line(clause)}</li>
      ))}
    </ul>
  );
}
