import { useTranslation } from 'react-i18next';

export function LoadingIndicator({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="loading__label">{label ?? t('app.loading')}</span>
    </div>
  );
}
