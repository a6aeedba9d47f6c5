import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../ui/AppLink';
import type { OnboardingUserData, SelectedPlan } from '../../shared/contract';
import { checkPaymentStatus } from '../api/statusPolling';
import { RequireSession } from '../app/RequireSession';
import { timings } from '../../shared/ui/timings';
import { usePolling } from '../../renderers/ui/usePolling';
import { followUrl } from '../ui/followUrl';
import { initialConfigAtom } from '../state/config';
import { resolveSelectedPlan, storedPlanIdAtom } from '../state/selectedPlan';
import { DueToday } from './loaders/LoaderArt';
import { LoaderScreen } from './loaders/LoaderScreen';
import { useBackToStep } from './loaders/useBackToStep';
import { TENANT_BUILDING_PATH } from '../../shared/routes/appPaths';

/**
 * Polls /check-payment-status every 5 s until it returns a URL. The purchase-confirmed screen
 * (the brand variant's loader, and /confirmation for every brand) then says so and offers Continue
 * to the tenant-building loader; otherwise the browser goes to the URL at once. With no checkout
 * paid or under way, the person is sent back to their step; a checkout left open (the person
 * closed its tab) is waited for, with a way back to the plans after a while.
 */
function PaymentProcessing({
  userData,
  confirmation,
}: {
  userData: OnboardingUserData;
  confirmation: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const backToStep = useBackToStep();
  const configState = useAtomValue(initialConfigAtom);
  const storedPlanId = useAtomValue(storedPlanIdAtom);
  const [checkoutPlan, setCheckoutPlan] = useState<SelectedPlan | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [waitedLong, setWaitedLong] = useState(false);
  const config = configState.status === 'ready' ? configState.config : undefined;
  const confirmsPurchase = confirmation || config?.brand.variants.purchaseConfirmedScreen === true;

  usePolling(async () => {
    const status = await checkPaymentStatus();
    if (status.plan) setCheckoutPlan(status.plan);
    if (!status.url) {
      // A checkout under way may be confirmed any moment; without one there is nothing to wait for.
      if (status.status === 'created') return false;
      await backToStep();
      return true;
    }
    if (confirmsPurchase) setConfirmed(true);
    else followUrl(status.url, (path) => navigate(path, { replace: true }));
    return true;
  }, !confirmed);

  useEffect(() => {
    if (confirmed) return;
    const timer = setTimeout(() => setWaitedLong(true), timings.checkoutPatienceMs);
    return () => clearTimeout(timer);
  }, [confirmed]);

  const plan =
    checkoutPlan ?? (config ? resolveSelectedPlan(config, userData, storedPlanId) : null);
  const title = confirmed
    ? t('loaders.payment.confirmedTitle')
    : t(confirmsPurchase ? 'loaders.payment.variantTitle' : 'loaders.payment.title');
  const text = confirmed ? t('loaders.payment.confirmedText') : t('loaders.payment.text');
  return (
    <LoaderScreen>
      <h1 className="loader-screen__title" aria-live="polite">
        {title}
      </h1>
      <p className="loader-screen__text">{text}</p>
      {confirmed && (
        <AppLink className="button button--primary" to={TENANT_BUILDING_PATH} replace>
          {t('loaders.payment.continue')}
        </AppLink>
      )}
      {waitedLong && !confirmed && (
        <p className="loader-screen__text">
          {t('loaders.payment.stillWaiting')}{' '}
          <button type="button" className="button--text" onClick={() => void backToStep()}>
            {t('loaders.payment.backToPlans')}
          </button>
        </p>
      )}
      {plan && <DueToday plan={plan} />}
    </LoaderScreen>
  );
}

/** /signup/payment_processing_loader, where the checkout sends the browser back. */
export function PaymentProcessingLoader() {
  return (
    <RequireSession>
      {(userData) => <PaymentProcessing userData={userData} confirmation={false} />}
    </RequireSession>
  );
}

/** /confirmation: the purchase-confirmed screen, for a session whose payment went through. */
export function ConfirmationScreen() {
  return (
    <RequireSession>
      {(userData) => <PaymentProcessing userData={userData} confirmation />}
    </RequireSession>
  );
}
