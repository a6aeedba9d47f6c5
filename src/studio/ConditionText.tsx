import { useTranslation } from 'react-i18next';
import type { Condition } from '../../shared/flow/types';
import { conditionClauses, type ConditionClause } from './draft/conditionClauses';

const quoted = (value: unknown) => JSON.stringify(value);

/**
 * A step's `when` in words ("businessCategory.name is one of …", "… is not …", one line per test,
 * all of which must hold), else as its JSON.
 */
export function ConditionText({ when }: { when: Condition }) {
  const { t, i18n } = useTranslation();
  const clauses = conditionClauses(when);
  if (!clauses) return <code dir="ltr">{JSON.stringify(when)}</code>;
  const either = new Intl.ListFormat(i18n.language, { type: 'disjunction' });
  const text = (clause: ConditionClause) => {
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
  const line = (clause: ConditionClause) => (
    <>
      <code dir="ltr">{clause.field}</code> {text(clause)}
    </>
  );
  if (clauses.length === 1) return line(clauses[0]!);
  return (
    <ul className="studio-step__conditions">
      {clauses.map((clause) => (
        <li key={`${clause.field}:${clause.test}`}>{line(clause)}</li>
      ))}
    </ul>
  );
}
