import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerInput } from './draft/conditionAnswers';
import { sameJson, valueText } from './draft/typedValues';
import { TypedConditionValues } from './TypedConditionValues';

interface ValuesProps {
  /** The id of the select or text field (checkboxes need none). */
  id: string;
  values: unknown[];
  /** Several values (is one of, is not one of) rather than one. */
  list: boolean;
  onChange: (values: unknown[]) => void;
}

type ChoicesProps = ValuesProps & { choices: unknown[]; nameOf: (choice: unknown) => string };

/** One of the values the answer's schema lists, from a select. */
function ChoiceSelect({ id, choices, nameOf, values, onChange }: ChoicesProps) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={id}>{t('studio.condition.value')}</label>
      <select
        id={id}
        value={String(choices.findIndex((choice) => sameJson(choice, values[0])))}
        onChange={(e) => onChange([choices[Number(e.target.value)]])}
      >
        {choices.map((choice, index) => (
          <option key={index} value={index}>
            {nameOf(choice)}
          </option>
        ))}
      </select>
    </>
  );
}

/** Some of the values the answer's schema lists, as checkboxes: at least one stays ticked. */
function ChoiceBoxes({ choices, nameOf, values, onChange }: ChoicesProps) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState(false);
  const ticked = (choice: unknown) => values.some((value) => sameJson(value, choice));
  const toggle = (choice: unknown, on: boolean) => {
    const next = choices.filter((c) => (c === choice ? on : ticked(c)));
    setRefused(next.length === 0);
    if (next.length > 0) onChange(next);
  };
  return (
    <fieldset className="studio-condition__values">
      <legend>{t('studio.condition.values')}</legend>
      {choices.map((choice, index) => (
        <label key={index} className="studio-check">
          <input
            type="checkbox"
            checked={ticked(choice)}
            onChange={(e) => toggle(choice, e.target.checked)}
          />
          {nameOf(choice)}
        </label>
      ))}
      <p className="studio-condition__problem" aria-live="polite">
        {refused && t('studio.condition.tickOne')}
      </p>
    </fieldset>
  );
}

/**
 * What a rule compares its answer to: for an answer whose schema lists its values, one picked
 * from a select or several ticked; else typed in.
 */
export function ConditionValues({ input, ...props }: ValuesProps & { input: AnswerInput }) {
  if (input.kind !== 'choice') return <TypedConditionValues input={input} {...props} />;
  // A value the rule names though the schema no longer lists it stays offered, so nothing is lost.
  const choices = [
    ...input.values,
    ...props.values.filter((value) => !input.values.some((c) => sameJson(c, value))),
  ];
  const nameOf = (choice: unknown) => {
    const index = input.values.findIndex((value) => sameJson(value, choice));
    return input.labels?.[index] || valueText(choice);
  };
  return props.list ? (
    <ChoiceBoxes choices={choices} nameOf={nameOf} {...props} />
  ) : (
    <ChoiceSelect choices={choices} nameOf={nameOf} {...props} />
  );
}
