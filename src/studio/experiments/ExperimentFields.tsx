import { useTranslation } from 'react-i18next';
import type { ExperimentGoal } from '../studioApi';

const PAID = 'paid';
const STEP_PREFIX = 'step:';

const valueOf = (goal: ExperimentGoal) =>
  goal.kind === 'paid' ? PAID : `${STEP_PREFIX}${goal.step}`;
const goalOf = (value: string): ExperimentGoal =>
  value.startsWith(STEP_PREFIX)
    ? { kind: 'step', step: value.slice(STEP_PREFIX.length) }
    : { kind: 'paid' };

/** An experiment's goal in words: paying, or reaching a step. */
export function useGoalInWords() {
  const { t } = useTranslation();
  return (goal: ExperimentGoal) =>
    goal.kind === 'paid'
      ? t('studio.experiments.goalPaid')
      : t('studio.experiments.goalStep', { step: goal.step });
}

/**
 * What an experiment counts as converting: paying, or reaching one of `steps` (those both arms
 * show). A step early in the flow is reached by more owners, so a small brand gets a verdict sooner.
 */
export function GoalField({
  id,
  steps,
  goal,
  onChange,
}: {
  id: string;
  steps: readonly string[];
  goal: ExperimentGoal;
  onChange(goal: ExperimentGoal): void;
}) {
  const { t } = useTranslation();
  const inWords = useGoalInWords();
  return (
    <div className="funnel-filters__field">
      <label htmlFor={id}>{t('studio.experiments.goal')}</label>
      <select
        id={id}
        aria-describedby={`${id}-help`}
        value={valueOf(goal)}
        onChange={(e) => onChange(goalOf(e.target.value))}
      >
        <option value={PAID}>{inWords({ kind: 'paid' })}</option>
        {steps.map((step) => (
          <option key={step} value={`${STEP_PREFIX}${step}`}>
            {inWords({ kind: 'step', step })}
          </option>
        ))}
      </select>
      <p id={`${id}-help`} className="studio-muted">
        {t('studio.experiments.goalHelp')}
      </p>
    </div>
  );
}

/** An experiment's name, as the list of experiments shows it. */
export function NameField({
  id,
  name,
  onChange,
}: {
  id: string;
  name: string;
  onChange(name: string): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="funnel-filters__field">
      <label htmlFor={id}>{t('studio.experiments.name')}</label>
      <input
        id={id}
        type="text"
        required
        maxLength={120}
        value={name}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The share of new signups the variant gets, as a whole percentage (1–99) while typed. */
export function ShareField({
  id,
  share,
  onChange,
}: {
  id: string;
  share: string;
  onChange(share: string): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="funnel-filters__field">
      <label htmlFor={id}>{t('studio.experiments.share')}</label>
      <input
        id={id}
        type="number"
        min={1}
        max={99}
        step={1}
        required
        value={share}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
