import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../ui/AppLink';
import { Header } from '../app/Header';
import { stepPath } from '../../shared/routes/appPaths';
import { userDataAtom } from '../state/userData';

/**
 * '404! Not Found' under the header, with a way back: to the step a signed-in person was on when
 * their data is at hand, else to login.
 */
export function NotFound() {
  const { t } = useTranslation();
  const userState = useAtomValue(userDataAtom);
  const stepName = userState.status === 'ready' ? userState.data.stepName : null;
  return (
    <div className="auth-shell">
      <Header />
      <main id="main" className="auth-shell__main not-found">
        <h1 className="auth-shell__title">{t('app.notFound')}</h1>
        <p>{t('app.notFoundBody')}</p>
        {stepName ? (
          <AppLink className="button button--primary" to={stepPath(stepName)}>
            {t('app.notFoundBackToSetup')}
          </AppLink>
        ) : (
          <AppLink className="button button--primary" to="/login">
            {t('linkExpired.backToLogin')}
          </AppLink>
        )}
      </main>
    </div>
  );
}
