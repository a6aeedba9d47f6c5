import { useAtomValue } from 'jotai';
import { Suspense, useMemo, type ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { BotCheckProvider } from './botCheck/context';
import { configuredBotCheckSettings } from './botCheck/configured';
import { withAllCopy } from '../i18n';
import { LoadErrorBoundary } from '../loading/LoadErrorBoundary';
import { preloadableLazy, type PreloadableComponent } from '../loading/preloadableLazy';
import { initialConfigAtom } from '../state/config';
import './auth/auth.css';
import { Header } from './Header';
import { LoadingIndicator } from '../../renderers/ui/LoadingIndicator';
import { TestimonialCarousel } from './TestimonialCarousel';

export type AuthView =
  'login' | 'signup' | 'forgotPassword' | 'resetPassword' | 'forgotSubdomain' | 'verifyEmail';

/** The public routes the shell serves (the spec's route table); App routes each of them here. */
export const AUTH_SHELL_PATHS = [
  '/login',
  '/signup',
  '/forget-password',
  '/forget-pasword',
  '/forgotSubDomain',
  '/reset-password',
  '/reset-password/:token',
  '/verify-email',
] as const;

/** The public routes share one shell; the path prefix picks the view, as the spec's route table says. */
export function authViewFor(pathname: string): AuthView {
  if (pathname.startsWith('/login')) return 'login';
  if (pathname.startsWith('/forget-pas')) return 'forgotPassword';
  if (pathname.startsWith('/reset-password')) return 'resetPassword';
  if (pathname.startsWith('/forgotSubDomain')) return 'forgotSubdomain';
  if (pathname.startsWith('/verify-email')) return 'verifyEmail';
  return 'signup';
}

type ViewModule = () => Promise<{ default: ComponentType }>;
/** A first screen's view: it shows from the start's copy. */
const firstView = (load: ViewModule) => preloadableLazy(load, <LoadingIndicator />);
/** A later screen's view: it shows copy of the rest, and loads together with it. */
const laterView = (load: ViewModule) =>
  preloadableLazy(() => withAllCopy(load()), <LoadingIndicator />);

const VIEWS: Record<AuthView, PreloadableComponent<object>> = {
  login: firstView(() => import('./views/LoginView')),
  signup: firstView(() => import('./views/SignupView')),
  forgotPassword: laterView(() => import('./views/ForgotPasswordView')),
  resetPassword: laterView(() => import('./views/ResetPasswordView')),
  forgotSubdomain: laterView(() => import('./views/ForgotSubdomainView')),
  verifyEmail: laterView(() => import('./views/VerifyEmailView')),
};

/** The view the shell shows at an address, or undefined where another screen is routed. */
export function authViewAt(pathname: string): AuthView | undefined {
  return AUTH_SHELL_PATHS.some((path) => matchPath(path, pathname))
    ? authViewFor(pathname)
    : undefined;
}

/**
 * The view a page opened at an address shows first: "/" sends a visitor on to /signup (App's
 * routes).
 */
export function openingAuthView(pathname: string): AuthView | undefined {
  return authViewAt(pathname === '/' ? '/signup' : pathname);
}

/**
 * Starts loading the view the page's address opens with, while the page loads its config: by the
 * time the shell shows, the view is there and shows with it (no loading indicator in between).
 */
export function preloadAuthView(pathname: string): void {
  const view = openingAuthView(pathname);
  if (view) void VIEWS[view].preload().catch(() => undefined);
}

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
      <Header withSignOut={false} />
      <div className="auth-shell__body">
        <main id="main" className="auth-shell__main" data-view={view}>
          <BotCheckProvider key={siteKey} settings={botCheck}>
            <LoadErrorBoundary resetKey={location.key}>
              <Suspense fallback={<LoadingIndicator />}>
                {/* A new visit (even to the same path) starts the view afresh. */}
                <View key={location.key} />
              </Suspense>
            </LoadErrorBoundary>
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
