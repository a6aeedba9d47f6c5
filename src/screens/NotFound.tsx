import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <main id="main" className="not-found">
      <h1>{t('app.notFound')}</h1>
    </main>
  );
}
