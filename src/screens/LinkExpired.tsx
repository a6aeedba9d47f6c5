import { useTranslation } from 'react-i18next';
import { AppLink } from '../ui/AppLink';
import { Header } from '../app/Header';

export function LinkExpired() {
  const { t } = useTranslation();
  return (
    <div className="auth-shell">
      <Header />
      <main id="main" className="auth-shell__main">
        <h1 className="auth-shell__title">{t('linkExpired.title')}</h1>
        <p>{t('linkExpired.body')}</p>
        <AppLink className="button button--primary" to="/login">
          {t('linkExpired.backToLogin')}
        </AppLink>
      </main>
    </div>
  );
}
