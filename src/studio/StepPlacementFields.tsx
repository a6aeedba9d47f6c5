import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dropsBroughtBy } from './draft/progressDrops';
import type { ProgressStep } from './draft/progressPaths';
import { suggestedProgress } from './draft/progressSuggestion';
import { STEP_NAME_PATTERN } from './draft/stepTemplates';

/**
 * What the step placement fields hold: the new step's name, the index of the step it goes after,
 * and its progress figure.
 */
export interface StepPlacement {
  name: string;
  setName: (name: string) => void;
  afterIndex: number;
  setAfterIndex: (index: number) => void;
  /** The figure offered for the place chosen. */
  suggestedProgress: number;
  /** The progress field as typed, or the suggestion while the operator has typed nothing. */
  progressText: string;
  setProgressText: (text: string) => void;
  /** The field's figure, or null unless it is a whole number from 0 to 100. */
  progress: number | null;
  /** Empties the name and lets the progress follow the suggestion again, for the next step. */
  clear: () => void;
}

function wholePercent(text: string): number | null {
  const figure = Number(text);
  return text.trim() !== '' && Number.isInteger(figure) && figure >= 0 && figure <= 100
    ? figure
    : null;
}

/** A form's step placement over the flow's `steps`: no name yet, after the flow's first step. */
export function useStepPlacement(steps: readonly ProgressStep[]): StepPlacement {
  const [name, setName] = useState('');
  const [afterIndex, setAfterIndex] = useState(0);
  const [ownProgress, setOwnProgress] = useState<string | null>(null);
  const suggested = suggestedProgress(steps, afterIndex + 1);
  const progressText = ownProgress ?? String(suggested);
  return {
    name,
    setName,
    afterIndex,
    setAfterIndex,
    suggestedProgress: suggested,
    progressText,
    setProgressText: setOwnProgress,
    progress: wholePercent(progressText),
    clear: () => {
      setName('');
      setOwnProgress(null);
    },
  };
}

/** Where the bar would go back with the new step in its place: at the step, or after it. */
function useDropNotes(steps: readonly ProgressStep[], placement: StepPlacement): string[] {
  const { t } = useTranslation();
  const { name, afterIndex, progress } = placement;
  if (progress === null) return [];
  const at = Math.min(afterIndex + 1, steps.length);
  const placed = [...steps.slice(0, at), { name, progress }, ...steps.slice(at)];
  return dropsBroughtBy(placed, at).map(({ at: to, from }) =>
    to === at
      ? t('studio.steps.progressDrop', {
          from: placed[from]!.progress,
          step: placed[from]!.name,
          to: progress,
        })
      : t('studio.addStep.progressDropAfter', {
          from: progress,
          step: placed[to]!.name,
          to: placed[to]!.progress,
        }),
  );
}

/**
 * A new step's name (with the rule it follows), the step it comes after and its progress (offered
 * from that place, with a note where the bar would go back), for a form that adds one; ids start
 * with the form's `id`. The form's own fields in `children` stand between the name and the place.
 */
export function StepPlacementFields({
  id,
  placement,
  steps,
  children,
}: {
  id: string;
  placement: StepPlacement;
  /** The flow's steps, in order: the new step goes after the one at `placement.afterIndex`. */
  steps: readonly ProgressStep[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { name, setName, afterIndex, setAfterIndex, progressText, setProgressText } = placement;
  const dropNotes = useDropNotes(steps, placement);
  const progressHelp = `${id}-progress-help`;
  const progressDescription =
    dropNotes.length > 0 ? `${progressHelp} ${id}-progress-note` : progressHelp;
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
        {steps.map((step, index) => (
          <option key={step.name} value={index}>
            {step.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-progress`}>{t('studio.addStep.progress')}</label>
      <input
        type="number"
        id={`${id}-progress`}
        value={progressText}
        min={0}
        max={100}
        step={1}
        required
        aria-describedby={progressDescription}
        onChange={(e) => setProgressText(e.target.value)}
      />
      <p id={progressHelp} className="studio-muted">
        {t('studio.addStep.progressHelp', { percent: placement.suggestedProgress })}
      </p>
      <div id={`${id}-progress-note`} aria-live="polite">
        {dropNotes.map((note) => (
          <p key={note} className="studio-warning">
            {note}
          </p>
        ))}
      </div>
    </>
  );
}
