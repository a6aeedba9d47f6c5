import { useTranslation } from 'react-i18next';
import type { OnboardingUserData, SelectedPlan } from '../../../shared/contract';
import type { FlowStep } from '../../../shared/flow/types';
import { TrainingProgress } from './TrainingProgress';

function PlanPrice({ plan }: { plan: SelectedPlan }) {
  const { t } = useTranslation();
  return (
    <section className="plan-panel" aria-label={t('wizard.dueToday')}>
      <span className="plan-panel__label">{t('wizard.dueToday')}</span>
      <span className="plan-panel__price">
        {t('plan.price', { price: plan.price })}
        <span className="plan-panel__period">
          {t(plan.type === 'yearly' ? 'plan.perYear' : 'plan.perMonth')}
        </span>
      </span>
    </section>
  );
}

/**
 * The right-hand pane: the step's poster or side copy, the bot's training progress once there is
 * something to train on, and what is due today for the chosen plan.
 */
export function SidePanels({
  step,
  plan,
  userData,
}: {
  step: FlowStep;
  plan: SelectedPlan;
  userData?: OnboardingUserData;
}) {
  const { t } = useTranslation();
  return (
    <aside className="wizard__aside" aria-label={t('wizard.asideLabel')}>
      {step.poster && (
        <figure className="poster">
          <img className="poster__image" src={step.poster.image} alt="" />
          <figcaption>
            <p className="poster__title">{t(step.poster.titleKey)}</p>
            {step.poster.textKey && <p className="poster__text">{t(step.poster.textKey)}</p>}
          </figcaption>
        </figure>
      )}
      {step.sidePanel && (
        <section className="side-copy">
          <p className="side-copy__title">{t(step.sidePanel.titleKey)}</p>
          {step.sidePanel.textKey && <p className="side-copy__text">{t(step.sidePanel.textKey)}</p>}
        </section>
      )}
      <TrainingProgress userData={userData} />
      <PlanPrice plan={plan} />
    </aside>
  );
}
