import { useTranslation } from 'react-i18next';
import { AppLink } from '../ui/AppLink';
import { Header } from '../app/Header';
import { SignedInContinue } from '../app/SignedInContinue';

/**
 * '404! Not Found' under the header, with a way back: to their onboarding for a signed-in owner,
 * else to login.
 */
export function NotFound() {
  const { t } = useTranslation();
  const backToLogin = (
    <AppLink className="button button--primary" to="/login">
      {t('linkExpired.backToLogin')}
    </AppLink>
  );
  return (
    <div className="auth-shell">
      <Header withSignOut={false} />
      <main id="main" className="auth-shell__main not-found">
        <h1 className="auth-shell__title">{t('app.notFound')}</h1>
        <p>{t('app.notFoundBody')}</p>
        <SignedInContinue variant="button" orElse={backToLogin} />
      </main>
    </div>
  );
}
