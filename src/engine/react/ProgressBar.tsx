import { useTranslation } from 'react-i18next';

export function ProgressBar({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={t('wizard.progressLabel')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="progress__fill" style={{ width: `${percent}%` }} />
      <span className="progress__label">{t('wizard.progressValue', { percent })}</span>
    </div>
  );
}
