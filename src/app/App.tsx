import { Provider } from 'jotai';
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { setForbiddenHandler } from '../api/http';
import { withAllCopy } from '../i18n';
import { LoadErrorBoundary } from '../loading/LoadErrorBoundary';
import { namedExport, preloadableLazy } from '../loading/preloadableLazy';
import { loadLaterBuiltIns } from '../standIns/rjsf/lazyBuiltIn';
import { LinkExpired } from '../screens/LinkExpired';
import { NotFound } from '../screens/NotFound';
import { appStore } from '../state/store';
import { AUTH_SHELL_PATHS, AuthShell } from './AuthShell';
import { ConfigGate } from './ConfigGate';
import { LandingParams } from './LandingParams';
import { LoadingIndicator } from '../../renderers/ui/LoadingIndicator';
import {
  PAYMENT_PROCESSING_PATH,
  SIGNUP_COMPLETE_PATH,
  stepPath,
  STUDIO_PREVIEW_BASE_PATH,
  TENANT_BUILDING_PATH,
} from '../../shared/routes/appPaths';

/**
 * A screen loaded when first opened, together with the rest of the copy it shows. Not React.lazy,
 * which keeps a failed download's error for good: trying again (LoadErrorBoundary) could not help.
 */
function lazyScreen<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return preloadableLazy(
    namedExport(() => withAllCopy(load()), name),
    <LoadingIndicator />,
  );
}

const PaymentProcessingLoader = lazyScreen(
  () => import('../screens/PaymentProcessingLoader'),
  'PaymentProcessingLoader',
);
const ConfirmationScreen = lazyScreen(
  () => import('../screens/PaymentProcessingLoader'),
  'ConfirmationScreen',
);
const TenantBuildingLoader = lazyScreen(
  () => import('../screens/TenantBuildingLoader'),
  'TenantBuildingLoader',
);
const SignupComplete = lazyScreen(() => import('../screens/SignupComplete'), 'SignupComplete');
const StudioPage = lazyScreen(() => import('../studio/StudioPage'), 'StudioPage');
const PreviewPage = lazyScreen(() => import('../studio/preview/PreviewPage'), 'PreviewPage');
const WizardRoute = lazyScreen(() => import('./WizardRoute'), 'WizardRoute');

/**
 * What the wizard's first step needs beyond its own module, which the sign-up and login forms lead
 * to: its screen with the rest of the copy, and RJSF's later built-ins (most steps have a choice).
 * Loaded while the person fills in a first screen, its Continue waits for the step's module alone.
 */
export function preloadWizard(): void {
  void WizardRoute.preload().catch(() => undefined);
  void loadLaterBuiltIns().catch(() => undefined);
}

/** A screen that may suspend (react-i18next waiting for copy) shows the loading indicator. */
function Suspended({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingIndicator />}>{children}</Suspense>;
}

/** Lets the API client's 403 rule navigate inside the router instead of reloading the page. */
function ForbiddenNavigation() {
  const navigate = useNavigate();
  useEffect(() => setForbiddenHandler(() => navigate('/login', { replace: true })), [navigate]);
  return null;
}

/** The spec's route table (section 2). */
export function AppRoutes() {
  const location = useLocation();
  return (
    <LoadErrorBoundary resetKey={location.key}>
      <Routes>
        <Route path="/" element={<Navigate to="/signup" replace />} />
        {AUTH_SHELL_PATHS.map((path) => (
          <Route key={path} path={path} element={<AuthShell />} />
        ))}
        <Route path="/link-expired" element={<LinkExpired />} />
        <Route
          path="/studio"
          element={
            <Suspended>
              <StudioPage />
            </Suspended>
          }
        />
        <Route
          path="/studio/brand"
          element={
            <Suspended>
              <StudioPage view="brand" />
            </Suspended>
          }
        />
        <Route
          path="/studio/funnels"
          element={
            <Suspended>
              <StudioPage view="funnels" />
            </Suspended>
          }
        />
        <Route
          path="/studio/experiments"
          element={
            <Suspended>
              <StudioPage view="experiments" />
            </Suspended>
          }
        />
        <Route
          path="/studio/operators"
          element={
            <Suspended>
              <StudioPage view="operators" />
            </Suspended>
          }
        />
        <Route
          path="/studio/api-keys"
          element={
            <Suspended>
              <StudioPage view="apiKeys" />
            </Suspended>
          }
        />
        <Route
          path="/studio/webhooks"
          element={
            <Suspended>
              <StudioPage view="webhooks" />
            </Suspended>
          }
        />
        <Route
          path="/studio/provisioning"
          element={
            <Suspended>
              <StudioPage view="provisioning" />
            </Suspended>
          }
        />
        <Route
          path="/studio/invite"
          element={
            <Suspended>
              <StudioPage view="invite" />
            </Suspended>
          }
        />
        <Route
          path={`${STUDIO_PREVIEW_BASE_PATH}/:configId`}
          element={
            <Suspended>
              <PreviewPage />
            </Suspended>
          }
        />
        <Route
          path="/confirmation"
          element={
            <Suspended>
              <ConfirmationScreen />
            </Suspended>
          }
        />
        {/* Static segments rank above /signup/:activeStepName; each screen has the session guard. */}
        <Route
          path={PAYMENT_PROCESSING_PATH}
          element={
            <Suspended>
              <PaymentProcessingLoader />
            </Suspended>
          }
        />
        <Route
          path={TENANT_BUILDING_PATH}
          element={
            <Suspended>
              <TenantBuildingLoader />
            </Suspended>
          }
        />
        <Route
          path={SIGNUP_COMPLETE_PATH}
          element={
            <Suspended>
              <SignupComplete />
            </Suspended>
          }
        />
        <Route
          path={stepPath(':activeStepName')}
          element={
            <Suspended>
              <WizardRoute />
            </Suspended>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </LoadErrorBoundary>
  );
}

export function App() {
  return (
    <Provider store={appStore}>
      <BrowserRouter>
        <ForbiddenNavigation />
        <ConfigGate>
          <LandingParams>
            <AppRoutes />
          </LandingParams>
        </ConfigGate>
      </BrowserRouter>
    </Provider>
  );
}
