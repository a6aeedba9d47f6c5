import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerInput } from './draft/conditionAnswers';
import { parseTypedValues, sameJson, valueText } from './draft/typedValues';

const textOf = (values: unknown[]) => values.map(valueText).join('\n');

/**
 * The value a rule compares a free answer to, typed in (a list: one per line). What is typed is
 * written once it reads as values (numbers for a number answer); until then it says what is wrong.
 */
export function TypedConditionValues({
  id,
  input,
  values,
  list,
  onChange,
}: {
  id: string;
  input: Exclude<AnswerInput, { kind: 'choice' }>;
  values: unknown[];
  list: boolean;
  onChange: (values: unknown[]) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => textOf(values));
  const [shown, setShown] = useState(values);
  const typed = parseTypedValues(text, input, list);
  // The rule changed elsewhere (its JSON was edited): show what it says now.
  if (!sameJson(shown, values)) {
    setShown(values);
    if (!('values' in typed) || !sameJson(typed.values, values)) setText(textOf(values));
  }
  const type = (next: string) => {
    setText(next);
    const parsed = parseTypedValues(next, input, list);
    if ('values' in parsed) onChange(parsed.values);
  };
  const problem = 'problem' in typed ? typed.problem : undefined;
  const described = [list && `${id}-help`, `${id}-problem`].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor={id}>{t(list ? 'studio.condition.values' : 'studio.condition.value')}</label>
      {list ? (
        <textarea
          id={id}
          rows={3}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
          onChange={(e) => type(e.target.value)}
        />
      ) : (
        <input
          id={id}
          type={input.kind === 'number' ? 'number' : 'text'}
          step={input.kind === 'number' ? (input.integer ? 1 : 'any') : undefined}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
          onChange={(e) => type(e.target.value)}
        />
      )}
      {list && (
        <p id={`${id}-help`} className="studio-muted">
          {t('studio.condition.valuesHelp')}
        </p>
      )}
      <p id={`${id}-problem`} className="studio-condition__problem" aria-live="polite">
        {problem && t(`studio.condition.problem.${problem}`)}
      </p>
    </>
  );
}
