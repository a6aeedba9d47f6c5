import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STEP_NAME_PATTERN } from './draft/stepTemplates';

/** What the step placement fields hold: the new step's name, and the index of the step it goes after. */
export interface StepPlacement {
  name: string;
  setName: (name: string) => void;
  afterIndex: number;
  setAfterIndex: (index: number) => void;
}

/** A form's step placement: no name yet, after the flow's first step. */
export function useStepPlacement(): StepPlacement {
  const [name, setName] = useState('');
  const [afterIndex, setAfterIndex] = useState(0);
  return { name, setName, afterIndex, setAfterIndex };
}

/**
 * A new step's name (with the rule it follows) and the step it comes after, for a form that adds
 * one; ids start with the form's `id`. The form's own fields in `children` stand between the two.
 */
export function StepPlacementFields({
  id,
  placement,
  stepNames,
  children,
}: {
  id: string;
  placement: StepPlacement;
  /** The flow's steps, in order: the new step goes after the one at `placement.afterIndex`. */
  stepNames: string[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { name, setName, afterIndex, setAfterIndex } = placement;
  return (
    <>
      <label htmlFor={`${id}-name`}>{t('studio.addStep.name')}</label>
      <input
        type="text"
        id={`${id}-name`}
        value={name}
        required
        pattern={STEP_NAME_PATTERN.source}
        aria-describedby={`${id}-name-help`}
        onChange={(e) => setName(e.target.value)}
      />
      <p id={`${id}-name-help`} className="studio-muted">
        {t('studio.addStep.nameHelp')}
      </p>
      {children}
      <label htmlFor={`${id}-after`}>{t('studio.addStep.after')}</label>
      <select
        id={`${id}-after`}
        value={afterIndex}
        onChange={(e) => setAfterIndex(Number(e.target.value))}
      >
        {stepNames.map((stepName, index) => (
          <option key={stepName} value={index}>
            {stepName}
          </option>
        ))}
      </select>
    </>
  );
}
