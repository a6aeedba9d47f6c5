import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Header } from './Header';

type AuthView = 'login' | 'signup' | 'forgotPassword' | 'resetPassword' | 'forgotSubdomain';

/** The public routes share one shell; the path prefix picks the view, as the spec's route table says. */
export function authViewFor(pathname: string): AuthView {
  if (pathname.startsWith('/login')) return 'login';
  if (pathname.startsWith('/forget-pas')) return 'forgotPassword';
  if (pathname.startsWith('/reset-password')) return 'resetPassword';
  if (pathname.startsWith('/forgotSubDomain')) return 'forgotSubdomain';
  return 'signup';
}

const TITLE_KEYS: Record<AuthView, string> = {
  login: 'auth.login.title',
  signup: 'auth.signup.title',
  forgotPassword: 'auth.forgotPassword.title',
  resetPassword: 'auth.resetPassword.title',
  forgotSubdomain: 'auth.forgotSubdomain.title',
};

export function AuthShell() {
  const { t } = useTranslation();
  const view = authViewFor(useLocation().pathname);
  return (
    <div className="auth-shell">
      <Header />
      <main id="main" className="auth-shell__main" data-view={view}>
        <h1 className="auth-shell__title">{t(TITLE_KEYS[view])}</h1>
      </main>
    </div>
  );
}
