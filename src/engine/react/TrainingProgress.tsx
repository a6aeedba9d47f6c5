import { useTranslation } from 'react-i18next';
import type { OnboardingUserData } from '../../../shared/contract';
import './TrainingProgress.css';

/** The spec's fixed values: the panel reassures, it does not measure. */
const TASKS = [
  { key: 'training.customQa', percent: 25 },
  { key: 'training.helpCenter', percent: 68 },
] as const;

export function hasTrainingData(userData: Partial<OnboardingUserData> | undefined): boolean {
  return Boolean(
    (Array.isArray(userData?.customQuestions) && userData.customQuestions.length > 0) ||
    userData?.knowledgebaseURL,
  );
}

/** The training-progress panel, shown once the user gave the bot questions or a knowledge base. */
export function TrainingProgress({ userData }: { userData?: Partial<OnboardingUserData> }) {
  const { t } = useTranslation();
  if (!hasTrainingData(userData)) return null;
  return (
    <section className="training" aria-label={t('training.label')}>
      <ul className="training__list">
        {TASKS.map(({ key, percent }) => (
          <li key={key} className="training__task">
            <span className="training__name">
              {t(key)}
              <span className="training__wait" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
            </span>
            <span
              className="training__bar"
              role="progressbar"
              aria-label={t(key)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span className="training__fill" style={{ width: `${percent}%` }} />
            </span>
            <span className="training__percent">{t('training.complete', { percent })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
