import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { BotCheckProvider } from '../../renderers/botCheck/context';
import { configuredBotCheckSettings } from '../engine/react/useAuthFormContext';
import { withAllCopy } from '../i18n';
import { initialConfigAtom } from '../state/config';
import './auth/auth.css';
import { Header } from './Header';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { TestimonialCarousel } from './TestimonialCarousel';

export type AuthView =
  'login' | 'signup' | 'forgotPassword' | 'resetPassword' | 'forgotSubdomain' | 'verifyEmail';

/** The public routes share one shell; the path prefix picks the view, as the spec's route table says. */
export function authViewFor(pathname: string): AuthView {
  if (pathname.startsWith('/login')) return 'login';
  if (pathname.startsWith('/forget-pas')) return 'forgotPassword';
  if (pathname.startsWith('/reset-password')) return 'resetPassword';
  if (pathname.startsWith('/forgotSubDomain')) return 'forgotSubdomain';
  if (pathname.startsWith('/verify-email')) return 'verifyEmail';
  return 'signup';
}

/** Sign-up and login show from the start's copy; the recovery screens wait for the rest of it. */
const VIEWS: Record<AuthView, ComponentType> = {
  login: lazy(() => import('./views/LoginView')),
  signup: lazy(() => import('./views/SignupView')),
  forgotPassword: lazy(() => withAllCopy(import('./views/ForgotPasswordView'))),
  resetPassword: lazy(() => withAllCopy(import('./views/ResetPasswordView'))),
  forgotSubdomain: lazy(() => withAllCopy(import('./views/ForgotSubdomainView'))),
  verifyEmail: lazy(() => withAllCopy(import('./views/VerifyEmailView'))),
};

/** Testimonials beside signup (3 slides) and login (2 slides). */
const CAROUSELS: Partial<Record<AuthView, { set: 'signup' | 'login'; count: number }>> = {
  signup: { set: 'signup', count: 3 },
  login: { set: 'login', count: 2 },
};

export function AuthShell() {
  const location = useLocation();
  const view = authViewFor(location.pathname);
  const config = useAtomValue(initialConfigAtom);
  const ready = config.status === 'ready' ? config.config : undefined;
  const siteKey = ready?.siteKey ?? '';
  const botCheck = useMemo(() => configuredBotCheckSettings(ready), [ready]);
  const View = VIEWS[view];
  const carousel = CAROUSELS[view];
  return (
    <div className={`auth-shell auth-shell--${view}${carousel ? ' auth-shell--with-aside' : ''}`}>
      <Header />
      <div className="auth-shell__body">
        <main id="main" className="auth-shell__main" data-view={view}>
          <BotCheckProvider key={siteKey} settings={botCheck}>
            <Suspense fallback={<LoadingIndicator />}>
              {/* A new visit (even to the same path) starts the view afresh. */}
              <View key={location.key} />
            </Suspense>
          </BotCheckProvider>
        </main>
        {carousel && (
          <aside className="auth-shell__aside">
            <TestimonialCarousel key={carousel.set} set={carousel.set} count={carousel.count} />
          </aside>
        )}
      </div>
    </div>
  );
}
